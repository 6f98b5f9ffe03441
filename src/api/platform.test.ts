import { describe, expect, it } from 'vitest';
import { PLATFORM, platformForHost } from './platform';

describe('platformForHost: which platform a hostname serves (SPEC.md §9)', () => {
  it.each(['app.example.com', 'exam.example.com', 'EXAM.example.com', 'www.exam.example.com', 'm.app.example.com'])('%s is the exam-prep app', (host) => {
    expect(platformForHost(host)).toBe(PLATFORM.examPrepApp);
  });

  it.each(['localhost', 'www.example.com', 'example.com', 'preview-exam.example.com', 'myapp.example.com', '127.0.0.1'])('%s is the company website', (host) => {
    expect(platformForHost(host)).toBe(PLATFORM.companyWebsite);
  });
});

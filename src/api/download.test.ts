import { describe, expect, it } from 'vitest';
import { filenameFromDisposition, filenameFromUrl } from './download';

describe('a download’s filename', () => {
  it('reads the plain filename parameter, quoted or not, percent-decoded', () => {
    expect(filenameFromDisposition('attachment; filename="学员名单.xlsx"')).toBe('学员名单.xlsx');
    expect(filenameFromDisposition('attachment; filename=report.csv')).toBe('report.csv');
    expect(filenameFromDisposition(`attachment; filename=${encodeURIComponent('成绩单.xlsx')}`)).toBe('成绩单.xlsx');
  });

  it('prefers the UTF-8 filename* parameter to the plain one', () => {
    expect(filenameFromDisposition(`attachment; filename="fallback.xlsx"; filename*=UTF-8''${encodeURIComponent('签到表 2025.xlsx')}`)).toBe('签到表 2025.xlsx');
  });

  it('falls back to the plain filename when filename* is malformed, and keeps a name that is not percent-encoding', () => {
    expect(filenameFromDisposition(`attachment; filename*=UTF-8''%E4%ZZ.xlsx; filename="名单.xlsx"`)).toBe('名单.xlsx');
    expect(filenameFromDisposition('attachment; filename="100%.xlsx"')).toBe('100%.xlsx');
  });

  it('has no name without a header or a filename parameter', () => {
    expect(filenameFromDisposition(null)).toBeUndefined();
    expect(filenameFromDisposition('attachment')).toBeUndefined();
  });

  it('names an unnamed download by the last segment of its URL', () => {
    expect(filenameFromUrl('/api/export/students.xlsx?batch=202509#x')).toBe('students.xlsx');
    expect(filenameFromUrl('/')).toBe('download');
  });
});

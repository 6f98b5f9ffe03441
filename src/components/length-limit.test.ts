import { describe, expect, it } from 'vitest';
import { overflow, overflowNote } from './length-limit';

describe('a text field past its maxLength', () => {
  it('counts what does not fit at the selection (a selection is replaced by the paste)', () => {
    expect(overflow({ value: '', selectionStart: 0, selectionEnd: 0 }, 'a'.repeat(100_000), 100)).toBe(99_900);
    expect(overflow({ value: 'abc', selectionStart: 3, selectionEnd: 3 }, 'x'.repeat(97), 100)).toBe(0);
    expect(overflow({ value: 'a'.repeat(100), selectionStart: 0, selectionEnd: 100 }, 'x'.repeat(100), 100)).toBe(0);
    expect(overflow({ value: 'a'.repeat(100), selectionStart: 100, selectionEnd: 100 }, 'x', 100)).toBe(1);
  });

  it('says so in zh-CN, with the limit and what was left out', () => {
    expect(overflowNote(100, 99_900)).toBe('内容已截断：最多 100 个字符，超出的 99,900 个字符未录入');
  });
});

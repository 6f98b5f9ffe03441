import type { FieldMeta } from '@generated/manifest/types';
import { describe, expect, it } from 'vitest';
import { formatCell, IMAGE_TEXT } from './cell-format';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe('formatCell: what a value reads as where only text goes', () => {
  it('an ID-card number masked', () => {
    expect(formatCell({ name: 'idCardNo', title: '身份证号', type: 'string', widget: 'idCard' }, '110101199003071234')).toBe('110101********1234');
  });

  it('an inline image as 图片, never its base64, alone or in a list; an image address as it is', () => {
    const field: FieldMeta = { name: 'idCardFront', title: '身份证人像面', type: 'string' };
    expect(formatCell(field, PNG)).toBe(IMAGE_TEXT);
    expect(formatCell({ name: 'images', title: '截图', type: 'array', itemType: 'string' }, [PNG, PNG])).toBe('图片、图片');
    expect(formatCell({ ...field, widget: 'image' }, 'https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
  });
});

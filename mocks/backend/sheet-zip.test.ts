import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { firstSheetDimension } from './sheet-zip';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const OFFICE_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** An xlsx written by SheetJS whose parts are then replaced by `parts` (path → XML). */
function workbookWith(parts: Record<string, string>): Uint8Array {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['账号'], ['zhang']]), 'Sheet1');
  const cfb = XLSX.CFB.read(new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer), { type: 'array' });
  for (const [path, xml] of Object.entries(parts)) {
    const index = cfb.FullPaths.findIndex((p: string) => p.endsWith(path));
    expect(index).toBeGreaterThanOrEqual(0);
    const entry = cfb.FileIndex[index]!;
    entry.content = new TextEncoder().encode(xml);
    entry.size = entry.content.length;
  }
  return new Uint8Array(XLSX.CFB.write(cfb, { fileType: 'zip', type: 'array', compression: true }) as ArrayLike<number>);
}

describe('firstSheetDimension: the declared range straight from the zip', () => {
  it('reads workbooks whose XML uses multi-letter namespace prefixes (ns0:, as Python’s ElementTree writes them)', async () => {
    const bytes = workbookWith({
      'xl/workbook.xml': `<?xml version="1.0" encoding="UTF-8"?><ns0:workbook xmlns:ns0="${MAIN}" xmlns:ns1="${OFFICE_RELS}"><ns0:sheets><ns0:sheet name="名单" sheetId="1" ns1:id="rId1"/></ns0:sheets></ns0:workbook>`,
      'xl/_rels/workbook.xml.rels': `<?xml version="1.0" encoding="UTF-8"?><ns0:Relationships xmlns:ns0="${RELS}"><ns0:Relationship Id="rId1" Type="${OFFICE_RELS}/worksheet" Target="worksheets/sheet1.xml"/></ns0:Relationships>`,
      'xl/worksheets/sheet1.xml': `<?xml version="1.0" encoding="UTF-8"?><ns0:worksheet xmlns:ns0="${MAIN}"><ns0:dimension ref="A1:XFD1048576"/><ns0:sheetData/></ns0:worksheet>`,
    });
    expect(await firstSheetDimension(bytes)).toBe('A1:XFD1048576');
  });

  it('follows the first <sheet> of the workbook to its part, not the first part in the zip', async () => {
    const bytes = workbookWith({
      'xl/workbook.xml': `<workbook xmlns="${MAIN}" xmlns:r="${OFFICE_RELS}"><sheets><sheet name="名单" sheetId="1" r:id="rId7"/></sheets></workbook>`,
      'xl/_rels/workbook.xml.rels': `<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${OFFICE_RELS}/styles" Target="styles.xml"/><Relationship Id="rId7" Type="${OFFICE_RELS}/worksheet" Target="/xl/worksheets/sheet1.xml"/></Relationships>`,
      'xl/worksheets/sheet1.xml': `<worksheet xmlns="${MAIN}"><dimension ref="B2:C9"/><sheetData/></worksheet>`,
    });
    expect(await firstSheetDimension(bytes)).toBe('B2:C9');
  });
});

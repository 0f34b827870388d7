import { allowedTypeOf, cleanFilename } from './upload-rules';

describe('upload file names', () => {
  it('keeps the name only, without folders, control or bidirectional characters', () => {
    expect(cleanFilename('../../etc/passwd')).toBe('passwd');
    expect(cleanFilename('C:\\Users\\ana\\notes.txt')).toBe('notes.txt');
    expect(cleanFilename('a\u0000b\u001f.txt')).toBe('ab.txt');
    expect(cleanFilename('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(allowedTypeOf(cleanFilename('invoice\u202Efdp.exe'))).toBeNull();
    expect(cleanFilename('\u2067שלום\u2069 notes 👩🏽‍🏫.pdf')).toBe('שלום notes 👩🏽‍🏫.pdf');
  });

  it('cuts a long name to 200 characters, keeping its extension', () => {
    const cut = cleanFilename(`${'n'.repeat(5000)}.txt`);
    expect(cut).toHaveLength(200);
    expect(cut.endsWith('.txt')).toBe(true);
  });
});

/**
 * A strict RFC 4180 reader for the tests (unit and end-to-end): the BOM, then CRLF-ended
 * records of plain or quoted fields. Independent of the writer, so reading back checks it.
 */
export function parseCsv(text: string): string[][] {
  if (!text.startsWith('\uFEFF')) throw new Error('no UTF-8 BOM');
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let index = 1;
  while (index < text.length) {
    const char = text[index] as string;
    if (char === '"' && field === '') {
      const end = closingQuote(text, index);
      field = text.slice(index + 1, end).replaceAll('""', '"');
      index = end + 1;
      if (text[index] !== ',' && text[index] !== '\r')
        throw new Error(`text after a quoted field at ${index}`);
    } else if (char === ',') {
      record.push(field);
      field = '';
      index += 1;
    } else if (char === '\r') {
      if (text[index + 1] !== '\n') throw new Error(`CR without LF at ${index}`);
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      index += 2;
    } else if (char === '\n' || char === '"') {
      throw new Error(`bare ${JSON.stringify(char)} in an unquoted field at ${index}`);
    } else {
      field += char;
      index += 1;
    }
  }
  if (record.length > 0 || field !== '') throw new Error('the last record does not end with CRLF');
  return records;
}

function closingQuote(text: string, open: number): number {
  let index = open + 1;
  for (;;) {
    const quote = text.indexOf('"', index);
    if (quote < 0) throw new Error('unclosed quote');
    if (text[quote + 1] !== '"') return quote;
    index = quote + 2;
  }
}

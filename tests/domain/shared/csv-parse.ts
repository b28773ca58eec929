/**
 * A strict RFC 4180 reader for the tests (unit and end-to-end): the BOM, then CRLF-ended
 * records of plain or quoted fields, split on `delimiter`. Independent of the writer, so reading
 * back checks it.
 */
export function parseCsv(text: string, delimiter: ',' | ';' = ','): string[][] {
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
      if (text[index] !== delimiter && text[index] !== '\r')
        throw new Error(`text after a quoted field at ${index}`);
    } else if (char === delimiter) {
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

/**
 * Issue 19 §4: how a spreadsheet that splits on `separator` reads the text, whatever the file's
 * own delimiter: a quote opens a quoted cell only at a cell's start (text after its closing quote
 * is kept as it is), anywhere else it is a plain character. Never throws. The cell values, record
 * by record, with the BOM dropped.
 */
export function readLikeSpreadsheet(text: string, separator: string): string[][] {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let index = 0;
  while (index < body.length) {
    let value = '';
    if (body[index] === '"') {
      index += 1;
      while (index < body.length) {
        if (body[index] === '"' && body[index + 1] === '"') {
          value += '"';
          index += 2;
        } else if (body[index] === '"') {
          index += 1;
          break;
        } else {
          value += body[index] as string;
          index += 1;
        }
      }
    }
    while (index < body.length && body[index] !== separator && body[index] !== '\r' && body[index] !== '\n') {
      value += body[index] as string;
      index += 1;
    }
    record.push(value);
    if (body[index] === separator) {
      index += 1;
      if (index === body.length) record.push('');
      continue;
    }
    if (body[index] === '\r' && body[index + 1] === '\n') index += 2;
    else index += 1;
    records.push(record);
    record = [];
  }
  if (record.length > 0) records.push(record);
  return records;
}

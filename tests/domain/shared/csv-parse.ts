import Papa from 'papaparse';

/**
 * The tests' CSV reader (unit and end-to-end), a library independent of the writer, so reading
 * back checks it: the UTF-8 BOM, then CRLF-ended records split on `delimiter` by papaparse, which
 * must report no error (an unclosed or stray quote throws).
 */
export function parseCsv(text: string, delimiter: ',' | ';' = ','): string[][] {
  if (!text.startsWith('\uFEFF')) throw new Error('no UTF-8 BOM');
  if (!text.endsWith('\r\n')) throw new Error('the last record does not end with CRLF');
  const result = Papa.parse<string[]>(text.slice(1), {
    delimiter,
    newline: '\r\n',
    quoteChar: '"',
    escapeChar: '"',
  });
  const [error] = result.errors;
  if (error) throw new Error(`${error.code} in record ${error.row ?? '?'}: ${error.message}`);
  // The CRLF that ends the last record starts one more, empty, which is not a record.
  return result.data.slice(0, -1);
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

import type { ResourceColumn } from '../../types';
import { toCsv } from '../csv';

interface Message {
  name: string;
  message: string;
  tickets: number;
  phone: string | null;
}

const columns: ResourceColumn<Message, string>[] = [
  { header: 'From', value: (row) => row.name },
  { header: 'Message', value: (row) => row.message },
  { header: 'Tickets', value: (row) => row.tickets },
  { header: 'Phone', value: (row) => row.phone },
];

describe('CSV export', () => {
  it('writes a header row, then one row per record, with CRLF line ends', () => {
    const csv = toCsv(columns, [
      { name: 'Maria Lopez', message: 'Hello', tickets: 2, phone: '555-0101' },
      { name: 'Jon', message: 'Hi', tickets: 1, phone: null },
    ]);
    expect(csv).toBe('From,Message,Tickets,Phone\r\nMaria Lopez,Hello,2,555-0101\r\nJon,Hi,1,\r\n');
  });

  it('quotes cells with commas, quotes or line breaks', () => {
    const csv = toCsv(columns, [
      { name: 'Lopez, Maria', message: 'She said "yes"\nand left', tickets: 1, phone: null },
    ]);
    expect(csv.split('\r\n')[1]).toBe('"Lopez, Maria","She said ""yes""\nand left",1,');
  });

  it('keeps a spreadsheet from running what a visitor typed as a formula', () => {
    const csv = toCsv(columns, [
      { name: '=HYPERLINK("http://evil.example")', message: '+1', tickets: -1, phone: '@x' },
    ]);
    expect(csv.split('\r\n')[1]).toBe(`"'=HYPERLINK(""http://evil.example"")",'+1,-1,'@x`);
  });
});

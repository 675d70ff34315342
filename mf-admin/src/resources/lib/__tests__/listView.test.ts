import type { ResourceColumn } from '../../types';
import { nextSortOrder, pageOf, searchRecords, sortRecords } from '../listView';

interface Row {
  title: string;
  leader: string | null;
  price: number;
}

const columns: ResourceColumn<Row, string>[] = [
  { header: 'Title', value: (row) => row.title },
  { header: 'Leader', value: (row) => row.leader },
  { header: 'Price', value: (row) => row.price },
];

const choir: Row = { title: 'Choir', leader: 'José Núñez', price: 10 };
const pantry: Row = { title: 'Food Pantry', leader: null, price: 2 };
const youth: Row = { title: 'Youth Group', leader: 'Ana Ruiz', price: 100 };
const item2: Row = { title: 'Item 2', leader: 'Ana Ruiz', price: 5 };
const item10: Row = { title: 'Item 10', leader: 'Ana Ruiz', price: 5 };

describe('searching a list', () => {
  it('keeps the records with every word somewhere in their columns, ignoring case and accents', () => {
    const rows = [choir, pantry, youth];
    expect(searchRecords(rows, columns, 'jose')).toEqual([choir]);
    expect(searchRecords(rows, columns, '  ana   YOUTH ')).toEqual([youth]);
    expect(searchRecords(rows, columns, 'ana choir')).toEqual([]);
    expect(searchRecords(rows, columns, '100')).toEqual([youth]);
  });

  it('keeps everything for an empty search', () => {
    expect(searchRecords([choir, pantry], columns, '   ')).toEqual([choir, pantry]);
  });
});

describe('sorting a list', () => {
  it('orders numbers as numbers and text as people read it, both ways', () => {
    expect(sortRecords([youth, choir, pantry], columns, { column: 2, direction: 'asc' })).toEqual([
      pantry,
      choir,
      youth,
    ]);
    expect(sortRecords([item10, item2], columns, { column: 0, direction: 'asc' })).toEqual([
      item2,
      item10,
    ]);
    expect(sortRecords([item2, item10], columns, { column: 0, direction: 'desc' })).toEqual([
      item10,
      item2,
    ]);
  });

  it('puts empty cells last either way and keeps the list order among equals', () => {
    const rows = [pantry, youth, item2, choir];
    expect(sortRecords(rows, columns, { column: 1, direction: 'asc' })).toEqual([
      youth,
      item2,
      choir,
      pantry,
    ]);
    expect(sortRecords(rows, columns, { column: 1, direction: 'desc' })).toEqual([
      choir,
      youth,
      item2,
      pantry,
    ]);
  });

  it('goes ascending first, then descending, on a header chosen again', () => {
    const first = nextSortOrder(null, 1);
    expect(first).toEqual({ column: 1, direction: 'asc' });
    expect(nextSortOrder(first, 1)).toEqual({ column: 1, direction: 'desc' });
    expect(nextSortOrder({ column: 1, direction: 'desc' }, 1)).toEqual({
      column: 1,
      direction: 'asc',
    });
    expect(nextSortOrder(first, 2)).toEqual({ column: 2, direction: 'asc' });
  });
});

it('cuts a list into pages', () => {
  const rows = Array.from({ length: 60 }, (_, i) => i);
  expect(pageOf(rows, 0, 25)).toHaveLength(25);
  expect(pageOf(rows, 2, 25)).toEqual([50, 51, 52, 53, 54, 55, 56, 57, 58, 59]);
});

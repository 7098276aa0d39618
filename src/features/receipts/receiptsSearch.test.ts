import { describe, expect, it } from 'vitest';
import { filterReceipts, parseReceiptsSearch } from './receiptsSearch';

describe('parseReceiptsSearch', () => {
  it.each([
    [{}, {}],
    [
      { q: 'fuel', type: '2' },
      { q: 'fuel', type: 2 },
    ],
    [{ q: '', type: 'x' }, {}],
    [{ q: 5, type: -1 }, {}],
    [{ type: 1.5 }, {}],
  ])('%j -> %j', (raw, parsed) => {
    expect(parseReceiptsSearch(raw)).toEqual(parsed);
  });
});

describe('filterReceipts', () => {
  const rows = [
    { id: 1, number: 'R00001', description: 'Fuel for the trucks', typeId: 1, typeName: 'Travel' },
    { id: 2, number: 'R00002', description: 'Gaffer tape', typeId: 3, typeName: 'Material' },
    { id: -3, number: null, description: 'Taxi', typeId: 1, typeName: 'Travel' },
  ];
  it.each([
    [{}, [1, 2, -3]],
    [{ q: 'fuel trucks' }, [1]],
    [{ q: 'TRAVEL' }, [1, -3]],
    [{ q: 'r00002' }, [2]],
    [{ type: 1 }, [1, -3]],
    [{ type: 1, q: 'taxi' }, [-3]],
    [{ q: 'nothing' }, []],
  ])('%j', (search, ids) => {
    expect(filterReceipts(rows, search).map((r) => r.id)).toEqual(ids);
  });
});

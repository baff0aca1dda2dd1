import { mergeChoices } from './choices';

describe('mergeChoices', () => {
  it('adds the records the form holds to the loaded ones, one per id, by name', () => {
    expect(
      mergeChoices(
        [
          { id: '3', name: 'Old name' },
          { id: 9, name: 'Zulu' },
        ],
        [
          { id: 3, name: 'Item 10' },
          { id: 4, name: 'item 2' },
        ],
      ),
    ).toEqual([
      { value: 4, label: 'item 2' },
      { value: 3, label: 'Item 10' },
      { value: 9, label: 'Zulu' },
    ]);
  });

  it('shows the held records while the list loads, and skips ids that are not ids', () => {
    expect(
      mergeChoices(
        [
          { id: 5, name: 'North' },
          { id: 'x', name: 'Broken' },
        ],
        undefined,
      ),
    ).toEqual([{ value: 5, label: 'North' }]);
  });
});

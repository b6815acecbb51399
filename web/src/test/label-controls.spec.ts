import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

/** Labels in the test document, whose controls are found by id (src/test/setup-tests.ts). */
describe("a label's control in the test document", () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is the field its `for` names, and names that field', () => {
    document.body.innerHTML =
      '<label for="trip-name">Trip name</label><input id="trip-name">' +
      '<label for="gone">Gone</label><label for="">Empty</label>' +
      '<label>Notes <textarea></textarea></label>';
    const [name, gone, empty, notes] = document.querySelectorAll('label');
    expect(name.control).toBe(document.getElementById('trip-name'));
    expect(gone.control).toBeNull();
    expect(empty.control).toBeNull();
    expect(notes.control).toBe(document.querySelector('textarea'));
    expect(screen.getByRole('textbox', { name: 'Trip name' })).toBe(name.control);
    expect(screen.getByLabelText(/Notes/)).toBe(notes.control);
  });

  it('is none when the id is on something that cannot be labelled', () => {
    document.body.innerHTML = '<label for="box">Box</label><div id="box"></div>';
    expect(document.querySelector('label')!.control).toBeNull();
  });

  it('follows the field out of and back into the document', () => {
    document.body.innerHTML = '<label for="date">Date</label><input id="date">';
    const label = document.querySelector('label')!;
    const input = document.getElementById('date')!;
    input.remove();
    expect(label.control).toBeNull();
    document.body.append(input);
    expect(label.control).toBe(input);
  });

  it('is the first element with the id in document order when several share it', () => {
    document.body.innerHTML = '<label for="twin">Twin</label><input id="twin">';
    const label = document.querySelector('label')!;
    // Added second, but first in the document: not labelable, so the label has no control.
    const earlier = document.createElement('div');
    earlier.id = 'twin';
    document.body.prepend(earlier);
    expect(label.control).toBeNull();
    earlier.remove();
    expect(label.control).toBe(document.querySelector('input'));
  });
});

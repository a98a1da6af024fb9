import { describe, expect, it } from 'vitest';
import { serviceGallery, serviceParagraphs } from './service-gallery';

describe('service gallery', () => {
  it('reads a list, or a JSON-encoded list of names or URLs', () => {
    expect(serviceGallery(['/uploads/a.jpg', 'https://cdn.example/b.jpg'])).toEqual([
      '/uploads/a.jpg',
      'https://cdn.example/b.jpg',
    ]);
    expect(serviceGallery('["c.jpg","http://old.example/d.png"]')).toEqual([
      '/uploads/c.jpg',
      'http://old.example/d.png',
    ]);
  });

  it('gives an empty list for anything it cannot read', () => {
    expect(serviceGallery('not json')).toEqual([]);
    expect(serviceGallery('{"a":1}')).toEqual([]);
    expect(serviceGallery(null)).toEqual([]);
    expect(serviceGallery(['', 3, 'e.jpg'])).toEqual(['/uploads/e.jpg']);
  });

  it('splits the text into paragraphs', () => {
    expect(serviceParagraphs('First.\n\nSecond.\n')).toEqual(['First.', 'Second.']);
  });
});

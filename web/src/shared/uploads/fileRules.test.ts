import { describe, expect, it } from 'vitest';
import { Messages } from '@hearth/common';
import { fitWithin, firstFile, outputTypeFor, rejectFile } from './fileRules';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('upload type check', () => {
  it('accepts gif, jpg and png in the image area', () => {
    expect(rejectFile(file('a.gif', 'image/gif'), 'image')).toBeNull();
    expect(rejectFile(file('a.JPG', 'image/jpeg'), 'image')).toBeNull();
    expect(rejectFile(file('a.jpeg', 'image/jpeg'), 'image')).toBeNull();
    expect(rejectFile(file('a.png', 'image/png'), 'image')).toBeNull();
  });
  it('refuses other images, PDFs and disguised files in the image area', () => {
    expect(rejectFile(file('a.webp', 'image/webp'), 'image')).toBe(Messages.imageOnly);
    expect(rejectFile(file('a.pdf', 'application/pdf'), 'image')).toBe(Messages.imageOnly);
    expect(rejectFile(file('a.exe', 'image/png'), 'image')).toBe(Messages.imageOnly);
    expect(rejectFile(file('a.svg', 'image/svg+xml'), 'image')).toBe(Messages.imageOnly);
  });
  it('accepts only PDFs in the pdf area', () => {
    expect(rejectFile(file('minutes.pdf', 'application/pdf'), 'pdf')).toBeNull();
    expect(rejectFile(file('minutes.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'), 'pdf')).toBe(
      Messages.pdfOnly,
    );
    expect(rejectFile(file('photo.png', 'image/png'), 'pdf')).toBe(Messages.pdfOnly);
  });
  it('falls back to the extension when the browser gives no type', () => {
    expect(rejectFile(file('minutes.pdf', ''), 'pdf')).toBeNull();
    expect(rejectFile(file('notes.txt', ''), 'pdf')).toBe(Messages.pdfOnly);
  });
  it('refuses a PDF above the size limit', () => {
    expect(rejectFile(file('big.pdf', 'application/pdf', 21 * 1024 * 1024), 'pdf')).toBe(Messages.fileTooLarge(20));
  });
  it('uses only the first selected file', () => {
    const a = new File(['a'], 'a.pdf');
    const b = new File(['b'], 'b.pdf');
    expect(firstFile([a, b])).toBe(a);
    expect(firstFile([])).toBeNull();
    expect(firstFile(null)).toBeNull();
  });
});

describe('image resize maths', () => {
  it('shrinks a landscape 3000 x 2000 image to 1000 x 667', () => {
    expect(fitWithin(3000, 2000)).toEqual({ width: 1000, height: 667, scaled: true });
  });
  it('shrinks a portrait image by its height', () => {
    expect(fitWithin(1200, 4800)).toEqual({ width: 250, height: 1000, scaled: true });
  });
  it('shrinks a square to exactly the bound', () => {
    expect(fitWithin(2500, 2500)).toEqual({ width: 1000, height: 1000, scaled: true });
  });
  it('shrinks when only one side is too big', () => {
    expect(fitWithin(1001, 10)).toEqual({ width: 1000, height: 10, scaled: true });
  });
  it('leaves images within the bound untouched and never enlarges', () => {
    expect(fitWithin(1000, 1000)).toEqual({ width: 1000, height: 1000, scaled: false });
    expect(fitWithin(320, 200)).toEqual({ width: 320, height: 200, scaled: false });
  });
  it('keeps at least one pixel for extreme ratios', () => {
    expect(fitWithin(100000, 10).height).toBe(1);
  });
  it('keeps jpeg and png, writes a shrunk gif as png', () => {
    expect(outputTypeFor({ name: 'a.jpg', type: 'image/jpeg' })).toEqual({ name: 'a.jpg', type: 'image/jpeg' });
    expect(outputTypeFor({ name: 'anim.gif', type: 'image/gif' })).toEqual({ name: 'anim.png', type: 'image/png' });
  });
});

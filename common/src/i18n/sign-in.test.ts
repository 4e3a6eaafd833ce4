import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locale';
import { SignInWords } from '../sign-in-words';
import { signInWords } from './sign-in';

describe("the sign-in pages' words", () => {
  it('are written in every language, each function taking the same arguments', () => {
    for (const locale of LOCALES) {
      const words = signInWords(locale) as Record<string, unknown>;
      for (const [key, english] of Object.entries(SignInWords)) {
        const word = words[key];
        if (typeof english === 'string') expect(typeof word === 'string' && word.trim() !== '', `${locale} ${key}`).toBe(true);
        else expect((word as (...a: unknown[]) => string).length, `${locale} ${key}`).toBe(english.length);
      }
    }
    expect(signInWords('es').copyright('2024', 'Casa')).toBe('© 2024 Casa. Todos los derechos reservados.');
    expect(signInWords('fr-CA').logOutOf('Maison')).toContain('Maison');
  });
});

import type { Question } from '@granska/domain';
import { describe, expect, it } from 'vitest';
import {
  answersDigest,
  refereeSignedReference,
  refereeSignText,
  SIGN_TEXT_MAX_BYTES,
} from './reference-bankid-text';

const questions: Question[] = [
  { type: 'OPTIONS', question: 'Hur länge?', options: ['Kort', 'Länge'] },
  { type: 'SLIDER', question: 'Samarbete?' },
  { type: 'FREETEXT', question: 'Styrkor?' },
  { type: 'FREETEXT', mandatory: false, question: 'Övrigt?' },
];

describe('what a referee signs', () => {
  it('shows every question with its answer, in Swedish', () => {
    const text = refereeSignText({ asker: 'Byggbolaget AB', candidateName: 'Kim Kandidatsson' }, questions, [
      { optionIndex: 1 },
      { optionIndex: -1, sliderValue: 7, freeText: 'Bra' },
      { optionIndex: -1, freeText: 'Noggrann' },
      { optionIndex: -1 },
    ]);
    expect(text).toBe(
      [
        '# Referens till Byggbolaget AB',
        'Jag lämnar dessa svar som referens för Kim Kandidatsson och intygar att de är mina egna.',
        '## Fråga 1: Hur länge?\nLänge',
        '## Fråga 2: Samarbete?\n7 av 10. Bra',
        '## Fråga 3: Styrkor?\nNoggrann',
        '## Fråga 4: Övrigt?\nInget svar',
      ].join('\n\n'),
    );
  });

  it("escapes BankID's markdown in what others typed and folds their line breaks", () => {
    const text = refereeSignText(
      { asker: 'A*B #1', candidateName: null },
      [questions[2] as Question],
      [{ optionIndex: -1, freeText: '*fet*\n# rubrik | tabell' }],
    );
    expect(text).toContain('# Referens till A\\*B \\#1');
    expect(text).toContain('referens för kandidaten');
    expect(text).toContain('\\*fet\\* \\# rubrik \\| tabell');
  });

  it('shortens long free texts to fit BankID, while the hidden reference signs the full answers', () => {
    const long = Array.from({ length: 10 }, () => ({ optionIndex: -1, freeText: 'å'.repeat(5000) }));
    const many = Array.from(
      { length: 10 },
      (_, index): Question => ({ type: 'FREETEXT', question: `F${index}` }),
    );
    const text = refereeSignText({ asker: 'X', candidateName: null }, many, long);
    expect(Buffer.byteLength(text, 'utf8')).toBeLessThanOrEqual(SIGN_TEXT_MAX_BYTES);
    expect(text).toContain('## Fråga 10: F9');
    expect(refereeSignedReference('ref-1', long)).toBe(
      `granska:reference:ref-1:answers-sha256:${answersDigest(long)}`,
    );
    expect(answersDigest(long)).not.toBe(answersDigest(long.slice(1)));
  });
});

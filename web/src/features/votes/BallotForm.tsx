/**
 * A ballot (docs/requirements.md §16): one group of native radio buttons per question (check
 * boxes for "several of"), each with Abstain, so it works with a keyboard and on a phone. Used by
 * owners and proxies, and by administrators for paper ballots.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ABSTAIN, YES_NO_OPTIONS, type VoteQuestion } from '@hearth/common';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans } from '@lingui/react/macro';
import { useLocale } from '../../shared/i18n';
import { Button } from '../../shared/ui';
import type { Answers } from './api';
import styles from './Votes.module.css';

/** Common's words of the fixed choices (choiceLabel), in the reader's language; an option a director wrote stays as written. */
const CHOICE_WORDS: Readonly<Record<string, MessageDescriptor>> = { yes: msg`Yes`, no: msg`No`, [ABSTAIN]: msg`Abstain` };

const choicesOf = (q: VoteQuestion) => [...(q.kind === 'yesNo' ? YES_NO_OPTIONS : (q.options ?? [])), ABSTAIN];

export function BallotForm({
  idPrefix,
  questions,
  submitLabel,
  busy,
  onSubmit,
  initial,
}: {
  idPrefix: string;
  questions: VoteQuestion[];
  submitLabel: string;
  busy: boolean;
  onSubmit: (answers: Answers) => void;
  /** The unit's current choices (a named ballot being changed): the form starts from them. */
  initial?: string[][];
}) {
  const [answers, setAnswers] = useState<string[][]>(() => questions.map((_, i) => initial?.[i] ?? []));
  const [missing, setMissing] = useState(false);
  // The render's instance: the ballot renders without Lingui's provider too (its tests).
  const { i18n } = useLocale();
  // A double click sends once: the second click comes before `busy` has turned the button off.
  const sent = useRef(false);
  useEffect(() => {
    if (!busy) sent.current = false;
  }, [busy]);

  const toggle = (index: number, choice: string, several: boolean) =>
    setAnswers((current) =>
      current.map((chosen, i) => {
        if (i !== index) return chosen;
        if (!several || choice === ABSTAIN) return [choice];
        const others = chosen.filter((c) => c !== ABSTAIN);
        return others.includes(choice) ? others.filter((c) => c !== choice) : [...others, choice];
      }),
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (answers.some((chosen) => chosen.length === 0)) {
      setMissing(true);
      return;
    }
    setMissing(false);
    if (sent.current) return;
    sent.current = true;
    onSubmit(answers.map((chosen, i) => (questions[i].kind === 'severalOf' ? chosen : chosen[0])));
  };

  return (
    <form onSubmit={submit} noValidate>
      {questions.map((question, index) => {
        const several = question.kind === 'severalOf';
        return (
          <fieldset key={index} className={styles.question}>
            <legend>{question.text}</legend>
            {choicesOf(question).map((choice) => {
              const id = `${idPrefix}-q${index}-${choice}`;
              return (
                <label key={choice} htmlFor={id} className={styles.choice}>
                  <input
                    id={id}
                    type={several && choice !== ABSTAIN ? 'checkbox' : 'radio'}
                    name={`${idPrefix}-q${index}${several && choice !== ABSTAIN ? `-${choice}` : ''}`}
                    checked={answers[index].includes(choice)}
                    onChange={() => toggle(index, choice, several)}
                  />
                  {CHOICE_WORDS[choice] ? i18n._(CHOICE_WORDS[choice]) : choice}
                </label>
              );
            })}
          </fieldset>
        );
      })}
      {missing && (
        <p role="alert" className={styles.when}>
          <Trans>Answer every question (or choose Abstain).</Trans>
        </p>
      )}
      <Button type="submit" disabled={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}

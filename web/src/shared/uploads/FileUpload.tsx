/**
 * A file picker that uploads at once (docs/requirements.md, "Validation"): only the first file, the wrong type refused
 * before anything is sent, images shrunk to 1000 x 1000 first, progress shown, 'Upload success.'.
 * The stored file name goes back through `onUploaded`.
 */
import { useId, useRef, useState } from 'react';
import { Messages, type UploadArea } from '@hearth/common';
import { useMutation } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { errorMessage } from '../api';
import { useCommonText, useLocale } from '../i18n';
import { uploadMutation } from './uploadMutation';
import { useSpinner, useToast } from '../ui';
import { ACCEPT, firstFile, rejectFile, type UploadKind } from './fileRules';
import { resizeImage } from './resizeImage';
import styles from './FileUpload.module.css';

interface Props {
  label: string;
  kind: UploadKind;
  area: UploadArea;
  /** The file name the item has now, shown under the picker. */
  current?: string | null;
  onUploaded(fileName: string): void;
  /** Validation message from the form, e.g. a required file. */
  error?: string;
}

export function FileUpload({ label, kind, area, current, onUploaded, error }: Props) {
  const id = useId();
  const { i18n } = useLocale();
  const text = useCommonText();
  const toast = useToast();
  const spinner = useSpinner();
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const upload = useMutation(uploadMutation(area, setPercent));

  async function onChange(files: FileList | null) {
    const picked = firstFile(files);
    if (!picked) return;
    const refused = rejectFile(picked, kind);
    if (refused) {
      setRefusal(refused);
      toast.error(refused);
      if (input.current) input.current.value = '';
      return;
    }
    setRefusal(null);
    setPercent(0);
    try {
      const file = kind === 'image' ? await resizeImage(picked) : picked;
      const name = await spinner.track(upload.mutateAsync(file));
      if (!name) throw new Error(Messages.serverError);
      onUploaded(name);
      toast.success(Messages.uploadSuccess);
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setPercent(null);
      if (input.current) input.current.value = '';
    }
  }

  const shown = refusal ?? error;
  return (
    <div className={styles.upload}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        accept={ACCEPT[kind]}
        className={styles.input}
        aria-invalid={Boolean(shown) || undefined}
        aria-describedby={shown ? `${id}-error` : undefined}
        disabled={percent !== null}
        onChange={(e) => void onChange(e.target.files)}
      />
      {percent !== null && (
        <div role="status">
          <progress className={styles.progress} max={100} value={percent} aria-label={i18n._(msg`Uploading ${label}`)} /> {percent}%
        </div>
      )}
      {current && <p className={styles.current}>{i18n._(msg`Current file: ${current}`)}</p>}
      {shown && (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {text(shown)}
        </p>
      )}
    </div>
  );
}

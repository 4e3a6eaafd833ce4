/** A frozen record in the list: its printed copy downloaded with the reader's token, its SHA-256 beside it to check the copy against. */
import { errorMessage, saveBlob } from '../../shared/api';
import { Button, useToast } from '../../shared/ui';
import { downloadFrozenRecord } from './api';

export function FrozenRecordLink({ title, link, sha256 }: { title: string; link: string; sha256?: string }) {
  const toast = useToast();
  const save = async () => {
    try {
      saveBlob(await downloadFrozenRecord(link), `${title.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '')}.pdf`);
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };
  return (
    <>
      <Button variant="link" onClick={() => void save()}>
        {title}
      </Button>
      {sha256 && <small> SHA-256 {sha256}</small>}
    </>
  );
}

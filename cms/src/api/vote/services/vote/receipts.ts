/**
 * Receipts: whether a receipt's ballot is in the count, found by its keyed tags, and the keying in
 * place of receipts stored before they were keyed.
 */
import { type ReceiptCheck } from '@hearth/common';
import type { PortalUser } from '../../../../identity/front-door';
import { VOTE_TABLES as T } from '../../model/rows';
import { finalTagOfDigest, isPlainDigest, tagsOf } from '../../model/receipts';
import { type VoteContext } from './context';

export const receiptsPart = (context: VoteContext) => {
  const { knex, voteRow } = context;

  return {
    /**
     * At start: receipts stored before they were keyed (a plain SHA-256 of the code, which a code
     * found in a mailbox would match by SQL) are keyed in place; the tag checks the same codes.
     */
    async keyPlainReceipts(): Promise<number> {
      // A tag is 43 characters: only rows of the digests' 64 are read.
      const plain = (
        (await knex()(T.ballots).whereRaw('length(receipt_hash) = 64').select('id', 'receipt_hash')) as {
          id: string;
          receipt_hash: string;
        }[]
      ).filter((row) => isPlainDigest(row.receipt_hash));
      for (const row of plain)
        await knex()(T.ballots)
          .where({ id: row.id })
          .update({ receipt_hash: finalTagOfDigest(row.receipt_hash) });
      return plain.length;
    },

    /** Whether a receipt's ballot is in the count (counted / not found), never its choices: found by the receipt's keyed tags. */
    async checkReceipt(id: number, receipt: string, user: PortalUser): Promise<ReceiptCheck> {
      await voteRow(id, user);
      const found = await knex()(T.ballots).where({ vote_id: id }).whereIn('receipt_hash', tagsOf(receipt)).first('vote_id');
      return { counted: Boolean(found) };
    },
  };
};

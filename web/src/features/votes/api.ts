/** The vote calls (docs/api.md, "Votes") for the owners' screens and "Admin: Votes". */
import { queryOptions } from '@tanstack/react-query';
import type {
  BallotReceipt,
  PaperBallotReceipt,
  ParticipationRow,
  ReceiptCheck,
  VoteCreate,
  VoteDetail,
  VoteResults,
  VoteSummary,
} from '@hearth/common';
import { apiClient, saveBlob } from '../../shared/api';

export const voteKeys = {
  votes: () => ['votes'] as const,
  vote: (id: number) => ['votes', id] as const,
  voteResults: (id: number) => ['votes', id, 'results'] as const,
  voteParticipation: (id: number) => ['votes', id, 'participation'] as const,
};

/** The votes, open and closed: the owners' list and "Admin: Votes". */
export const votesQuery = () => queryOptions({ queryKey: voteKeys.votes(), queryFn: () => apiClient.get<VoteSummary[]>('/votes') });

export const voteQuery = (id: number) =>
  // Refetched when the tab is shown again: a ballot cast in another tab or by a co-owner shows (docs/requirements.md, "Votes").
  queryOptions({ queryKey: voteKeys.vote(id), queryFn: () => apiClient.get<VoteDetail>(`/votes/${id}`), refetchOnWindowFocus: true });

export const resultsQuery = (id: number, enabled: boolean) =>
  queryOptions({ queryKey: voteKeys.voteResults(id), queryFn: () => apiClient.get<VoteResults>(`/votes/${id}/results`), enabled });

/** The results as a file for the minutes: the CSV or the printable PDF (docs/requirements.md, "Vote documents and printable results"). */
export const saveResults = async (id: number, format: 'csv' | 'pdf') =>
  saveBlob(await apiClient.download(`/votes/${id}/results/${format}`), `vote-${id}-results.${format}`);

export const participationQuery = (id: number) =>
  queryOptions({
    queryKey: voteKeys.voteParticipation(id),
    queryFn: () => apiClient.get<ParticipationRow[]>(`/votes/${id}/participation`),
  });

export type Answers = (string | string[])[];

export const castBallot = (id: number, answers: Answers, unitId?: number) =>
  apiClient.post<BallotReceipt>(`/votes/${id}/ballots`, { answers, unitId });

export const enterPaperBallot = (id: number, unitId: number, answers: Answers) =>
  apiClient.post<PaperBallotReceipt>(`/votes/${id}/paper-ballots`, { unitId, answers });

export const appointProxy = (id: number, proxyEmail: string) => apiClient.post<{ proxy: string }>(`/votes/${id}/proxy`, { proxyEmail });
export const revokeProxy = (id: number) => apiClient.del<{ proxy: null }>(`/votes/${id}/proxy`);

/** Whether a receipt's ballot is counted (never its choices). */
export const checkReceipt = (id: number, receipt: string) => apiClient.post<ReceiptCheck>(`/votes/${id}/receipt-check`, { receipt });

export const createVote = (vote: VoteCreate) => apiClient.post<VoteSummary>('/votes', vote, { idempotent: true });
/** Before it opens only (docs/requirements.md, "Votes"): the whole vote again, or its cancellation. */
export const updateVote = (id: number, vote: VoteCreate) => apiClient.put<VoteSummary>(`/votes/${id}`, vote);
export const cancelVote = (id: number) => apiClient.del<{ id: number; cancelled: true }>(`/votes/${id}`);
export const closeVote = (id: number, reason: string) => apiClient.post<VoteSummary>(`/votes/${id}/close`, { reason });

/** A vote's attached document (GET /api/file/download, area `votes`), with its progress. */
export const downloadVoteDocument = (fileName: string, onProgress?: (percent: number) => void) =>
  apiClient.download('/file/download', { headers: { area: 'votes', fileName }, onProgress });

// Saved contents and followed authors (spec section 7): POST …/{id}/1 saves or follows, DELETE undoes.
//   answer: {response: {success: true}}; the toggle counts only when the server says success.
import { apiRequest } from './request';
import { asRecord } from './shape';

export type ValuationTarget = 'content' | 'taxon';

const path = (target: ValuationTarget, id: string) => `/api/valuation/${target}/${encodeURIComponent(id)}`;

/** Resolves once the server has said success; a failed call or an answer without `success: true` rejects. */
export async function setValuation(target: ValuationTarget, id: string, on: boolean): Promise<void> {
  const apiType = target === 'content' ? 'favourite' : 'author';
  const answer = on ? await apiRequest({ method: 'POST', url: `${path(target, id)}/1`, userCall: { apiType } }) : await apiRequest({ method: 'DELETE', url: path(target, id), userCall: { apiType } });
  if (asRecord(answer).success !== true) throw new Error(`The ${apiType} toggle did not say it succeeded`);
}

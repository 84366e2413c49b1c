// Saved contents and followed authors (spec section 7): POST …/{id}/1 saves or follows, DELETE undoes.
import { apiRequest } from './request';

export type ValuationTarget = 'content' | 'taxon';

const path = (target: ValuationTarget, id: string) => `/api/valuation/${target}/${encodeURIComponent(id)}`;

export async function setValuation(target: ValuationTarget, id: string, on: boolean): Promise<void> {
  const apiType = target === 'content' ? 'favourite' : 'author';
  if (on) await apiRequest({ method: 'POST', url: `${path(target, id)}/1`, userCall: { apiType } });
  else await apiRequest({ method: 'DELETE', url: path(target, id), userCall: { apiType } });
}

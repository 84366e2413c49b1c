// The identity provider's account (login event or account info), checked field by field.
import { asRecord, asString } from '../api/shape';

export interface ProviderAccount {
  UID: string;
  UIDSignature: string;
  signatureTimestamp: string;
  /** From the provider's profile, when it has one. */
  age: number | null;
}

export const asNumberOrNull = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

export function readProviderAccount(event: unknown): ProviderAccount | null {
  const account = asRecord(event);
  const UID = asString(account.UID);
  const UIDSignature = asString(account.UIDSignature);
  const signatureTimestamp = asString(account.signatureTimestamp);
  if (!UID || !UIDSignature || !signatureTimestamp) return null;
  return { UID, UIDSignature, signatureTimestamp, age: asNumberOrNull(asRecord(account.profile).age) };
}

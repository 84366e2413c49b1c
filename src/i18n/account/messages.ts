// The reader-account texts, es and ca with the same keys (their keys join MessageKey).
import { accountCa } from './ca/account';
import { engagementCa } from './ca/engagement';
import { noticesCa } from './ca/notices';
import { participationCa } from './ca/participation';
import { profileCa } from './ca/profile';
import { validationCa } from './ca/validation';
import { accountEs } from './es/account';
import { engagementEs } from './es/engagement';
import { noticesEs } from './es/notices';
import { participationEs } from './es/participation';
import { profileEs } from './es/profile';
import { validationEs } from './es/validation';

export const accountMessagesEs = { ...validationEs, ...accountEs, ...engagementEs, ...profileEs, ...noticesEs, ...participationEs } as const;
export type AccountMessageKey = keyof typeof accountMessagesEs;
export const accountMessagesCa: Record<AccountMessageKey, string> = { ...validationCa, ...accountCa, ...engagementCa, ...profileCa, ...noticesCa, ...participationCa };

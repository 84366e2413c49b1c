// User-content calls ("participa"): the call's texts, the file upload and the participation
// (designed here: the spec gives the rules, not the calls).
//   GET  /api/front/ugc/calls/{callId}                 -> {response: {call: UgcCall}}; 404 CALL_NOT_FOUND
//   POST /api/front/ugc/calls/{callId}/files           body: the file itself (Content-Type: its MIME type,
//        X-File-Name: its URI-encoded name) -> {response: {file: UploadedFile}}; 401 NOT_LOGGED_IN,
//        404 CALL_NOT_FOUND, 409 CALL_CLOSED, 413 FILE_TOO_LARGE {limitBytes}, 415 UNSUPPORTED_FILE_TYPE
//   POST /api/front/ugc/calls/{callId}/participations  ParticipationPayload -> {response: {success: true, participationId}};
//        400 INVALID_FIELDS, 400 UNKNOWN_FILE, 401 NOT_LOGGED_IN, 404 CALL_NOT_FOUND, 409 CALL_CLOSED
import type { AxiosProgressEvent } from 'axios';
import { apiRequest } from './request';
import { asBoolean, asRecord, asString, asWebUrl, isRecord } from './shape';

export interface UgcButton {
  text: string;
  url: string;
}

export interface UgcCall {
  id: string;
  title: string;
  /** HTML from the newsroom (sanitized when shown). */
  description: string;
  closed: boolean;
  /** HTML shown instead of the form once the call is closed (sanitized when shown). */
  closedText: string;
  /** Links shown under the closed text (other calls, the section...). */
  buttons: UgcButton[];
}

export interface UploadedFile {
  fileId: string;
  kind: 'image' | 'video';
  sizeBytes: number;
}

export interface ParticipationPayload {
  title: string;
  text: string;
  fileId: string | null;
}

export const ugcCallPath = (callId: string): string => `/api/front/ugc/calls/${encodeURIComponent(callId)}`;
export const ugcFilesPath = (callId: string): string => `${ugcCallPath(callId)}/files`;
export const ugcParticipationsPath = (callId: string): string => `${ugcCallPath(callId)}/participations`;

export function readUgcCall(body: unknown, callId: string): UgcCall {
  const call = asRecord(asRecord(body).call);
  const buttons = Array.isArray(call.buttons) ? call.buttons : [];
  return {
    id: asString(call.id, callId),
    title: asString(call.title),
    description: asString(call.description),
    closed: asBoolean(call.closed),
    closedText: asString(call.closedText),
    buttons: buttons
      .filter(isRecord)
      .map((button) => ({ text: asString(button.text), url: asWebUrl(button.url) }))
      .filter((button) => button.text !== '' && button.url !== ''),
  };
}

export async function fetchUgcCall(callId: string): Promise<UgcCall> {
  return readUgcCall(await apiRequest({ method: 'GET', url: ugcCallPath(callId) }), callId);
}

/** Sends the file as the body; `signal` cancels it, `onProgress` gets 0..1. No 10 s timeout: a reader cancels a slow upload. */
export async function uploadUgcFile(callId: string, file: File, options: { signal: AbortSignal; onProgress: (fraction: number) => void }): Promise<UploadedFile> {
  const answer = await apiRequest({
    method: 'POST',
    url: ugcFilesPath(callId),
    data: file,
    headers: { 'Content-Type': file.type || 'application/octet-stream', 'X-File-Name': encodeURIComponent(file.name) },
    signal: options.signal,
    timeout: 0,
    onUploadProgress: (event: AxiosProgressEvent) => options.onProgress(event.total ? Math.min(1, event.loaded / event.total) : 0),
    userCall: { apiType: 'ugcUpload' },
  });
  const uploaded = asRecord(asRecord(answer).file);
  const fileId = asString(uploaded.fileId);
  if (!fileId) throw new Error('The upload answer holds no file id');
  return { fileId, kind: uploaded.kind === 'video' ? 'video' : 'image', sizeBytes: Number(uploaded.sizeBytes) || 0 };
}

export async function sendParticipation(callId: string, payload: ParticipationPayload): Promise<void> {
  const answer = asRecord(await apiRequest({ method: 'POST', url: ugcParticipationsPath(callId), data: payload, userCall: { apiType: 'ugcParticipation' } }));
  if (answer.success !== true) throw new Error('The participation call did not say it succeeded');
}

// The comments and poll calls of the demo API keep state until /__demo/reset: moderation, one vote
// and one report per reader, closed threads, the 500-character limit, the poll's one vote.
import type { CommentsPage } from '../../../src/api/comments';
import type { PollResultsResponse } from '../../../src/api/poll';
import { CLOSED_COMMENTS_CONTENT_ID } from '../seed/comments';
import { cookieHeader, request, startDemo, type DemoFixture } from '../testing/demo-client';

let demo: DemoFixture;
beforeAll(async () => {
  demo = await startDemo();
});
afterAll(() => demo.stop());
beforeEach(() => demo.post('/__demo/reset'));

async function loginAs(email: string): Promise<string> {
  const response = await demo.post('/api/front/user/login', { email, password: 'Lectura2026' });
  expect(response.status).toBe(200);
  return cookieHeader(response.cookies);
}

const post = (pathname: string, cookie: string | null, body?: unknown) => request(demo.port, pathname, { method: 'POST', body, headers: cookie ? { cookie } : {} });
const page = async (contentId: string, number = 1, cookie?: string) =>
  (await request(demo.port, `/api/front/comments/${contentId}?page=${number}`, { headers: cookie ? { cookie } : {} })).json<{ response: CommentsPage }>().response;

describe('comments', () => {
  test('every article has a thread; 1001 has 34 published comments in pages of 20, newest first', async () => {
    const first = await page('1001');
    expect(first).toMatchObject({ total: 34, page: 1, pages: 2, closed: false });
    expect(first.comments).toHaveLength(20);
    expect((await page('1001', 2)).comments).toHaveLength(14);
    expect(Date.parse(first.comments[0]!.date)).toBeGreaterThan(Date.parse(first.comments[1]!.date));
    expect((await page(CLOSED_COMMENTS_CONTENT_ID)).closed).toBe(true);
  });

  test('posting needs a session and a complete profile; the comment waits for moderation and is not listed', async () => {
    expect((await post('/api/front/comments/1001', null, { text: 'Hola' })).json()).toMatchObject({ httpCode: 401, code: 'NOT_LOGGED_IN' });
    const incomplete = await loginAs('incompleto@example.com');
    const refused = await post('/api/front/comments/1001', incomplete, { text: 'Hola' });
    expect([refused.status, refused.json<{ code: string }>().code]).toEqual([403, 'PROFILE_INCOMPLETE']);
    const lector = await loginAs('lector@example.com');
    const posted = await post('/api/front/comments/1001', lector, { text: 'Mi opinión' });
    expect(posted.json()).toMatchObject({ response: { comment: { status: 'pending', text: 'Mi opinión' } } });
    const listed = await page('1001');
    expect(listed.total).toBe(34);
    expect(listed.comments.some((comment) => comment.text === 'Mi opinión')).toBe(false);
  });

  test('500 characters are accepted, 501 refused (COMMENT_TOO_LONG); closed threads refuse posts', async () => {
    const lector = await loginAs('lector@example.com');
    expect((await post('/api/front/comments/1003', lector, { text: 'é'.repeat(500) })).status).toBe(200);
    const tooLong = await post('/api/front/comments/1003', lector, { text: 'é'.repeat(501) });
    expect([tooLong.status, tooLong.json<{ code: string }>().code]).toEqual([400, 'COMMENT_TOO_LONG']);
    const closed = await post(`/api/front/comments/${CLOSED_COMMENTS_CONTENT_ID}`, lector, { text: 'Hola' });
    expect([closed.status, closed.json<{ code: string }>().code]).toEqual([409, 'COMMENTS_CLOSED']);
  });

  test('one vote per reader and comment, one report; the ids join the current user; reset forgets them', async () => {
    const lector = await loginAs('lector@example.com');
    const [comment] = (await page('1001')).comments;
    const voted = await post(`/api/front/comment/${comment!.id}/vote`, lector, { vote: 'like' });
    expect(voted.json()).toEqual({ response: { commentId: comment!.id, vote: 'like', likes: comment!.likes + 1, dislikes: comment!.dislikes } });
    const again = await post(`/api/front/comment/${comment!.id}/vote`, lector, { vote: 'dislike' });
    expect([again.status, again.json<{ code: string }>().code]).toEqual([409, 'ALREADY_VOTED']);
    expect((await post(`/api/front/comment/${comment!.id}/report`, lector)).status).toBe(200);
    expect((await post(`/api/front/comment/${comment!.id}/report`, lector)).json()).toMatchObject({ httpCode: 409, code: 'ALREADY_REPORTED' });
    expect((await post(`/api/front/comment/${comment!.id}/vote`, null, { vote: 'like' })).status).toBe(401);
    const profile = (await request(demo.port, '/api/front/user/profile', { headers: { cookie: lector } })).json<{ response: { user: Record<string, string[]> } }>();
    expect(profile.response.user).toMatchObject({ commentsLikeId: [comment!.id], commentsDislikeId: [], commentsReportId: [comment!.id] });
    await demo.post('/__demo/reset');
    expect((await page('1001')).comments[0]?.likes).toBe(comment!.likes);
  });
});

describe('poll 7001', () => {
  const results = async (cookie?: string) => (await request(demo.port, '/api/front/poll/7001', { headers: cookie ? { cookie } : {} })).json<{ response: PollResultsResponse }>().response.poll;

  test('is open for votes: one vote per reader, the reader sees it; logged out is refused', async () => {
    const before = await results();
    expect(before.userVote).toBeNull();
    expect((await post('/api/front/poll/7001/vote', null, { option: '1' })).status).toBe(401);
    const lector = await loginAs('lector@example.com');
    const voted = await post('/api/front/poll/7001/vote', lector, { option: '2' });
    expect(voted.status).toBe(200);
    expect((await results(lector)).userVote).toBe('2');
    expect((await results(lector)).total).toBe(before.total + 1);
    expect((await post('/api/front/poll/7001/vote', lector, { option: '1' })).json()).toMatchObject({ httpCode: 409, code: 'ALREADY_VOTED' });
    expect((await post('/api/front/poll/7001/vote', lector, { option: '9' })).status).toBe(400);
  });
});

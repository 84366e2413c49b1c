import { aReader } from '../../test/support/readers';
import { commentLength, draftState, hasCompleteProfile, hasReported, readerVote } from './comment-rules';

describe('comment rules', () => {
  it('commenting needs name, surname, nick, email and birth date', () => {
    expect(hasCompleteProfile(aReader())).toBe(true);
    for (const missing of [{ name: '' }, { surname: ' ' }, { nick: '' }, { email: '' }, { birthdate: null }]) expect(hasCompleteProfile(aReader(missing))).toBe(false);
  });

  it('the counter counts characters as a reader sees them, and 500 is the limit', () => {
    expect(commentLength('olé 👍')).toBe(5);
    expect(draftState('a'.repeat(500))).toEqual({ length: 500, tooLong: false, canPost: true });
    expect(draftState('a'.repeat(501))).toEqual({ length: 501, tooLong: true, canPost: false });
    expect(draftState('👍'.repeat(500)).canPost).toBe(true);
    expect(draftState('   \n ').canPost).toBe(false);
  });

  it("a reader's vote comes from the session's ids: like, dislike or none", () => {
    const reader = aReader({ commentsLikeId: ['1001-1'], commentsDislikeId: ['1001-2'], commentsReportId: ['1001-3'] });
    expect(readerVote(reader, '1001-1')).toBe('like');
    expect(readerVote(reader, '1001-2')).toBe('dislike');
    expect(readerVote(reader, '1001-3')).toBeNull();
    expect(readerVote(null, '1001-1')).toBeNull();
    expect(hasReported(reader, '1001-3')).toBe(true);
    expect(hasReported(null, '1001-3')).toBe(false);
  });
});

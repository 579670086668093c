/**
 * sessionStorage key of an anonymous visitor's conversation (the full page and the floating panel share it).
 * Not one of the spec's localStorage keys: it must not outlive the browser session, and clearing local storage
 * on logout or expiry leaves it alone, which is right for a visitor who never had an account here.
 */
export const ANONYMOUS_CONVERSATION_KEY = 'assistant_conversation';

/**
 * sessionStorage key of the signed-in user's current conversation id (the panel and the full page share it), so
 * a reload or the next page continues it. Only an id: the server answers 404 for anyone else's conversation.
 */
export const CURRENT_CONVERSATION_KEY = 'assistant_current_conversation';

export const ASSISTANT_INTRO = '我会根据门户收录的政策原文、申报通知和申报项目回答，并标出引用的条款；登录后还可以按您的企业档案核对申报条件。';

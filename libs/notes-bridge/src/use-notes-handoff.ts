import { useApiConfig, useSsoClient } from '@smes/api';
import { createSsoUrls, useSessionStore } from '@smes/session';
import { useCallback, useEffect, useRef, useState } from 'react';
import { NOTES_MESSAGES, openNotesWorkspace, type NotesHandoffFailureReason } from './open-notes-workspace';

export type UseNotesHandoffOptions = {
  /** Where the notes page links back to; defaults to the current address (the project's detail page). */
  redirectUrl?: string;
  /** Defaults to `window.location.assign`. */
  navigate?(url: string): void;
  /**
   * Defaults to the SSO login page with backUrl = the portal home, from the ApiProvider's config; the round trip
   * comes back to the current page.
   */
  loginUrl?(): string;
};

export type UseNotesHandoffResult = {
  /** Runs the handoff for a project; while one runs, further calls start nothing. */
  open(projectId: string | number): Promise<void>;
  isPending: boolean;
  /** The Chinese message of the last failed attempt; cleared when a new attempt starts. */
  errorMessage: string | null;
  /** Why the last attempt failed, so a screen can offer the way out ('no-phone': 绑定手机号). */
  errorReason: NotesHandoffFailureReason | 'unexpected' | null;
};

/** The address the visitor is on, as an in-app path: a login started here returns here. */
function currentPath(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

/** The notes handoff for a button: hosts come from the ApiProvider's config, tokens from the session. */
export function useNotesHandoff(options: UseNotesHandoffOptions = {}): UseNotesHandoffResult {
  const sso = useSsoClient();
  const config = useApiConfig();
  const store = useSessionStore();
  const [isPending, setIsPending] = useState(false);
  const [error, setError] = useState<{ message: string; reason: NotesHandoffFailureReason | 'unexpected' } | null>(null);
  // State updates land a render later; a double click must see the first click at once.
  const running = useRef(false);
  const latestOptions = useRef(options);
  useEffect(() => {
    latestOptions.current = options;
  });

  const open = useCallback(
    async (projectId: string | number) => {
      if (running.current) {
        return;
      }
      running.current = true;
      setIsPending(true);
      setError(null);
      const { redirectUrl, navigate, loginUrl } = latestOptions.current;
      try {
        const result = await openNotesWorkspace(
          {
            sso,
            store,
            notesBase: config.ssoPagesBase,
            redirectUrl: redirectUrl ?? window.location.href,
            loginUrl: loginUrl ?? (() => createSsoUrls({ ssoPagesBase: config.ssoPagesBase, homeUrl: `${config.portalOrigin}/home` }).login(currentPath())),
            navigate,
          },
          projectId,
        );
        if (!result.ok && result.reason !== 'login') {
          setError({ message: result.message, reason: result.reason });
        }
      } catch {
        setError({ message: NOTES_MESSAGES.unexpected, reason: 'unexpected' });
      } finally {
        running.current = false;
        setIsPending(false);
      }
    },
    [sso, store, config],
  );

  return { open, isPending, errorMessage: error?.message ?? null, errorReason: error?.reason ?? null };
}

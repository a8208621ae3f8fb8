/**
 * /auth-redirect: the landing page of a third-party sign-in opened in a pop-up. As in
 * vue-element-admin, the answer (query string, else hash) is handed to the window that opened
 * the pop-up through localStorage (`x-admin-oauth-code`), and the pop-up closes. Opened on its
 * own, with nothing to hand back, it goes home.
 */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LoadingScreen } from './LoadingScreen';

export const OAUTH_CODE_KEY = 'x-admin-oauth-code';

export default function AuthRedirectPage() {
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const answer = search.slice(1) || hash.slice(1);
    const params = new URLSearchParams(answer);
    const hasAnswer = params.has('code') || params.has('token');
    if (hasAnswer && window.opener && window.opener !== window) {
      window.localStorage.setItem(OAUTH_CODE_KEY, answer);
      window.close();
      return;
    }
    navigate('/', { replace: true });
  }, [search, hash, navigate]);
  return <LoadingScreen />;
}

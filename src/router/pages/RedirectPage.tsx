/**
 * /redirect/<path>: replaces itself with /<path> (query and hash kept). The tags view's
 * "refresh" goes through here so the target screen mounts afresh.
 */
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { LoadingScreen } from './LoadingScreen';

export default function RedirectPage() {
  const { '*': rest = '' } = useParams();
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    navigate(`/${rest}${search}${hash}`, { replace: true });
  }, [navigate, rest, search, hash]);
  return <LoadingScreen />;
}

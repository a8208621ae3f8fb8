/** The browser's auth wiring: one import for screens and the router. */
export { AuthProvider, type AuthProviderProps } from './AuthProvider';
export {
  AuthActorContext,
  useAuth,
  useAuthActorRef,
  useAuthSelector,
  useAuthSend,
  useAuthSnapshot,
  type AuthSendEvent,
  type AuthSnapshot,
} from './authContext';
export { createAppAuthLogic, type AuthLogic } from './appAuthLogic';
export { useCanOpen, type CanOpen } from './routeAccess';

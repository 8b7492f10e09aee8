import { type AntiBotWorkerRequest, type AntiBotWorkerResponse, solveAntiBotChallenge } from './anti-bot-solver';

/** The slice of DedicatedWorkerGlobalScope used here (the renderer's tsconfig has the DOM lib, not WebWorker). */
interface WorkerScope {
  addEventListener(type: 'message', listener: (event: MessageEvent<AntiBotWorkerRequest>) => void): void;
  postMessage(message: AntiBotWorkerResponse): void;
}

const scope = self as unknown as WorkerScope;

scope.addEventListener('message', (event) => {
  solveAntiBotChallenge(event.data.challenge).then(
    (token) => scope.postMessage({ ok: true, token }),
    (error: unknown) => scope.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) }),
  );
});

/**
 * The server's commands as an operator runs them: `tsx server/main.ts` (npm start) and the CLI
 * scripts, as child processes with their own environment. Settings that would leak from the
 * developer's shell (DEMO_MODE, DATABASE_URL, PORT…) are reset unless a test gives them.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

const TSX = join(process.cwd(), 'node_modules', '.bin', 'tsx');

type Env = Record<string, string | undefined>;

function childEnv(env: Env): NodeJS.ProcessEnv {
  const base: Env = { ...process.env, DEMO_MODE: undefined, DATABASE_URL: undefined, APP_SECRET: undefined, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', MFA_REQUIRED_ROLES: '', DEMO_MFA: '0' };
  const merged: Env = { ...base, ...env };
  return Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined)) as NodeJS.ProcessEnv;
}

/** Runs a script to its end; answers its exit code and everything it printed. */
export function runScript(args: string[], env: Env): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(TSX, args, { env: childEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('close', (code) => resolve({ code, out }));
  });
}

export interface RunningMain {
  /** http://127.0.0.1:<port>, read from the start banner. */
  url: string;
  /** Sends SIGTERM and waits for the exit; answers the exit code and the whole output. */
  stop(): Promise<{ code: number | null; out: string }>;
}

/** Starts `tsx server/main.ts` and waits until its banner names the address it listens on. */
export function startMain(env: Env): Promise<RunningMain> {
  return launch(spawn(TSX, ['server/main.ts'], { env: childEnv(env), stdio: ['ignore', 'pipe', 'pipe'] }));
}

export interface KillableMain extends RunningMain {
  /** The server's own process (not a launcher's): what a SIGKILL must reach. */
  pid: number;
  /** Sends SIGKILL and waits for the exit: nothing of the server runs after it. */
  kill(): Promise<{ code: number | null; out: string }>;
}

/**
 * The same server as startMain, but in one process (`node --import tsx`, no launcher in between
 * that a SIGKILL would leave its child behind), for crash tests.
 */
export async function startKillableMain(env: Env): Promise<KillableMain> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env: childEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
  const main = await launch(child);
  return {
    ...main,
    pid: child.pid!,
    kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      return main.stop();
    },
  };
}

function launch(child: ChildProcess): Promise<RunningMain> {
  let out = '';
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  return new Promise<RunningMain>((resolve, reject) => {
    // Generous: a start on a machine the whole suite loads can take several times its 5 s.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`no address printed within 90 s:\n${out}`));
    }, 90_000);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server/main.ts exited (${code}) before listening:\n${out}`));
    });
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const match = /app:\s+(http:\/\/\S+?)\/\s/.exec(out);
      if (!match) return;
      clearTimeout(timer);
      resolve({
        url: match[1]!,
        async stop() {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          const code = await exited;
          return { code, out };
        },
      });
    });
  });
}

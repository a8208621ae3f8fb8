import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useI18nContext } from '@locales/i18n-react';
import { loadLocaleAsync } from '@locales/i18n-util.async';
import { ApiError } from '@/api/apiError';
import { UploadQueue, type UploadQueueProps } from '@/upload/UploadQueue';
import type { UploadEffects } from '@/upload/uploadLogic';
import { renderTool } from './support/toolsKit';
import {
  connectionLost,
  controlledUploads,
  SAMPLE_MD5,
  sampleFile,
  sampleUploadId,
  sampleUploadUrl,
} from '../fixtures/uploads/uploadFixtures';

type Register = UploadQueueProps['register'];
type QueueProps = Omit<Partial<UploadQueueProps>, 'effects' | 'register'>;

/** The queue as a screen holds it, with what the "add" call accepted listed beside it. */
function Harness(props: QueueProps & { effects: UploadEffects; register: Register }) {
  const [registered, setRegistered] = useState<string[]>([]);
  return (
    <>
      <UploadQueue purpose="apk" accept={['apk']} maxBytes={1_000_000_000} onRegistered={(file) => setRegistered((r) => [...r, file.name])} {...props} />
      <output data-testid="registered">{registered.join(',')}</output>
    </>
  );
}

function setup(props: QueueProps = {}, register: Register = async () => ({ id: 1 })) {
  const fixture = controlledUploads();
  const registerSpy = vi.fn(register);
  const view = renderTool(<Harness effects={fixture.effects} register={registerSpy} {...props} />);
  // The picker's accept list would hide a wrong file from the test: the queue checks it itself.
  return { ...view, ...fixture, register: registerSpy, user: userEvent.setup({ applyAccept: false }) };
}

/** Switches the language as the app's switcher does: the dictionary loaded, then the provider told. */
function ToSpanish() {
  const { setLocale } = useI18nContext();
  return <button onClick={() => void loadLocaleAsync('es').then(() => setLocale('es'))}>Español</button>;
}

const picker = () => screen.findByTestId<HTMLInputElement>('upload-files');
const row = (name: string) => screen.getByRole('listitem', { name });
const registered = () => screen.getByTestId('registered').textContent;

describe('the upload queue', () => {
  it('hashes and sends each file at once, shows progress, speed and time left, then registers it', async () => {
    const { user, hashes, sends, register } = setup();
    expect(await screen.findByRole('group', { name: 'Choose files' })).toHaveAccessibleDescription('.apk, at most 1 GB each.');
    await user.upload(await picker(), sampleFile('app-2.4.0.apk', 700_000_000));
    const item = row('app-2.4.0.apk');
    expect(within(item).getByText('700 MB')).toBeInTheDocument();
    expect(within(item).getByRole('status')).toHaveTextContent('Uploading');
    expect(hashes).toHaveLength(1);
    expect(sends).toHaveLength(1);
    expect(sends[0]!.options).toMatchObject({ purpose: 'apk', uploadUrl: null });

    act(() => {
      sends[0]!.created(sampleUploadUrl(1));
      sends[0]!.progress(0, 0);
      sends[0]!.progress(70_000_000, 4);
      hashes[0]!.progress(350_000_000);
    });
    const bar = within(item).getByRole('progressbar', { name: 'Upload of app-2.4.0.apk' });
    expect(bar).toHaveAttribute('aria-valuenow', '0.1');
    expect(within(item).getByText('10% · 70 MB of 700 MB · 17.5 MB/s · 36 s left')).toBeInTheDocument();
    expect(within(item).getByText('Checksum: 50%')).toBeInTheDocument();

    act(() => sends[0]!.finish(sampleUploadId(1)));
    expect(register).not.toHaveBeenCalled();
    act(() => hashes[0]!.finish());
    await waitFor(() => expect(within(item).getByRole('status')).toHaveTextContent('Uploaded'));
    expect(register).toHaveBeenCalledWith(sends[0]!.file, { uploadId: sampleUploadId(1), md5: SAMPLE_MD5 }, expect.any(AbortSignal));
    expect(within(item).getByText(`MD5 ${SAMPLE_MD5}`)).toBeInTheDocument();
    await waitFor(() => expect(registered()).toBe('app-2.4.0.apk'));
  });

  it('refuses a file of another type, too large or empty before sending anything', async () => {
    const { user, sends, hashes } = setup({ accept: ['pdf', 'mp4'], maxBytes: 500_000_000 });
    await user.upload(await picker(), [
      sampleFile('notes.txt', 10),
      sampleFile('lesson.mp4', 500_000_001),
      sampleFile('empty.pdf', 0),
    ]);
    expect(within(row('notes.txt')).getByRole('alert')).toHaveTextContent('This file type is not accepted here: choose .pdf or .mp4.');
    expect(within(row('lesson.mp4')).getByRole('alert')).toHaveTextContent('This file is larger than 500 MB.');
    expect(within(row('empty.pdf')).getByRole('alert')).toHaveTextContent('This file is empty.');
    expect(sends).toHaveLength(0);
    expect(hashes).toHaveLength(0);
    await user.click(within(row('notes.txt')).getByRole('button', { name: 'Remove: notes.txt' }));
    expect(screen.queryByRole('listitem', { name: 'notes.txt' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose files' })).toHaveFocus();
  });

  it('says the connection was lost, and Retry goes on at the upload address without hashing again', async () => {
    const { user, hashes, sends } = setup();
    await user.upload(await picker(), sampleFile('app.apk', 20_000_000));
    act(() => {
      hashes[0]!.finish();
      sends[0]!.created(sampleUploadUrl(4));
      sends[0]!.progress(8_000_000);
    });
    act(() => sends[0]!.fail(connectionLost()));
    const item = row('app.apk');
    expect(await within(item).findByRole('alert')).toHaveTextContent('The connection was lost. Retry to go on where the upload stopped.');
    expect(within(item).getByRole('status')).toHaveTextContent('Not uploaded');
    await user.click(within(item).getByRole('button', { name: 'Retry: app.apk' }));
    expect(sends).toHaveLength(2);
    expect(sends[1]!.options.uploadUrl).toBe(sampleUploadUrl(4));
    expect(hashes).toHaveLength(1);
    // The same button place now pauses: focus stays where the user was.
    expect(within(item).getByRole('button', { name: 'Pause: app.apk' })).toHaveFocus();
    act(() => sends[1]!.finish(sampleUploadId(4)));
    await waitFor(() => expect(registered()).toBe('app.apk'));
  });

  it('goes on by itself where the upload stopped when the browser is back online', async () => {
    const { user, hashes, sends } = setup();
    await user.upload(await picker(), sampleFile('game.apk', 20_000_000));
    act(() => {
      hashes[0]!.finish();
      sends[0]!.created(sampleUploadUrl(6));
      sends[0]!.progress(9_000_000);
    });
    act(() => sends[0]!.fail(connectionLost()));
    expect(await within(row('game.apk')).findByRole('alert')).toHaveTextContent('The connection was lost.');
    expect(sends).toHaveLength(1);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(sends).toHaveLength(2));
    expect(sends[1]!.options.uploadUrl).toBe(sampleUploadUrl(6));
    expect(hashes).toHaveLength(1);
  });

  it('shows the server’s refusal of the "add" call in the user’s words, and Retry asks again', async () => {
    let refuse = true;
    const { user, hashes, sends, register } = setup({}, async () => {
      if (refuse) throw new ApiError('Only publishers upload', 403, { reason: 'forbidden' });
      return { id: 2 };
    });
    await user.upload(await picker(), sampleFile('app.apk', 1000));
    act(() => {
      hashes[0]!.finish();
      sends[0]!.created(sampleUploadUrl(5));
      sends[0]!.finish(sampleUploadId(5));
    });
    const item = row('app.apk');
    expect(await within(item).findByRole('alert')).toHaveTextContent('You do not have permission to do this.');
    refuse = false;
    await user.click(within(item).getByRole('button', { name: 'Retry: app.apk' }));
    act(() => sends[1]!.finish(sampleUploadId(5)));
    await waitFor(() => expect(within(item).getByRole('status')).toHaveTextContent('Uploaded'));
    expect(register).toHaveBeenCalledTimes(2);
  });

  it('pauses and resumes, and Cancel deletes the upload on the server', async () => {
    const { user, sends, hashes, discarded } = setup();
    await user.upload(await picker(), sampleFile('app.apk', 1000));
    act(() => sends[0]!.created(sampleUploadUrl(6)));
    const item = row('app.apk');
    await user.click(within(item).getByRole('button', { name: 'Pause: app.apk' }));
    expect(within(item).getByRole('status')).toHaveTextContent('Paused');
    expect(sends[0]!.paused).toBe(true);
    expect(hashes[0]!.cancelled).toBe(true);
    await user.click(within(item).getByRole('button', { name: 'Resume: app.apk' }));
    expect(sends[1]!.options.uploadUrl).toBe(sampleUploadUrl(6));
    await user.click(within(item).getByRole('button', { name: 'Cancel: app.apk' }));
    await waitFor(() => expect(within(item).getByRole('status')).toHaveTextContent('Cancelled'));
    expect(discarded).toEqual([sampleUploadUrl(6)]);
    expect(registered()).toBe('');
    await user.click(within(item).getByRole('button', { name: 'Remove: app.apk' }));
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('sends two files at a time; the third waits for a place', async () => {
    const { user, sends, hashes } = setup();
    await user.upload(await picker(), [sampleFile('a.apk', 10), sampleFile('b.apk', 10), sampleFile('c.apk', 10)]);
    expect(sends.map((run) => run.file.name)).toEqual(['a.apk', 'b.apk']);
    expect(within(row('c.apk')).getByRole('status')).toHaveTextContent('Waiting');
    act(() => {
      hashes[0]!.finish();
      sends[0]!.finish(sampleUploadId(1));
    });
    await waitFor(() => expect(sends.map((run) => run.file.name)).toEqual(['a.apk', 'b.apk', 'c.apk']));
    await waitFor(() => expect(registered()).toBe('a.apk'));
  });

  it('is a single-file field with multiple={false}: nothing else is taken until the file is done', async () => {
    const { user, sends, hashes } = setup({ multiple: false, label: 'Package file' });
    expect(await screen.findByRole('group', { name: 'Package file' })).toHaveAccessibleDescription('.apk, at most 1 GB.');
    const input = await picker();
    expect(input.multiple).toBe(false);
    expect(input.accept).toBe('.apk');
    await user.upload(input, sampleFile('one.apk', 10));
    expect(screen.getByRole('button', { name: 'Choose file' })).toHaveAttribute('aria-disabled', 'true');
    act(() => {
      hashes[0]!.finish();
      sends[0]!.finish(sampleUploadId(1));
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Choose file' })).not.toHaveAttribute('aria-disabled'));
    await user.upload(input, sampleFile('two.apk', 10));
    expect(screen.getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual(['two.apk']);
  });

  it('takes dropped files, and opens the picker from the keyboard', async () => {
    const { user, sends } = setup();
    const opened = vi.fn();
    (await picker()).addEventListener('click', opened);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Choose files' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(opened).toHaveBeenCalledTimes(1);
    fireEvent.drop(screen.getByTestId('upload-drop-zone'), { dataTransfer: { files: [sampleFile('dropped.apk', 10)] } });
    expect(await screen.findByRole('listitem', { name: 'dropped.apk' })).toBeInTheDocument();
    expect(sends.map((run) => run.file.name)).toEqual(['dropped.apk']);
  });

  it('speaks the user’s language: sizes, speed and time in Spanish', async () => {
    const fixture = controlledUploads();
    const user = userEvent.setup();
    renderTool(<Harness effects={fixture.effects} register={async () => null} maxBytes={2_000_000_000} />, { locale: 'es' });
    await user.upload(await picker(), sampleFile('app.apk', 1_500_000_000));
    act(() => {
      fixture.sends[0]!.progress(0, 0);
      fixture.sends[0]!.progress(150_000_000, 60);
    });
    expect(screen.getByText('10 % · 150 MB de 1,5 GB · 2,5 MB/s · quedan 9 min 0 s')).toBeInTheDocument();
  });

  it('says why the server will not take a file, offers only Remove, and follows a change of language', async () => {
    const fixture = controlledUploads();
    const refusal = new ApiError('Lua does not parse', 415, { reason: 'unsupported_media_type', content: { problem: 'lua_syntax', line: 12 } });
    const { user } = renderTool(
      <Harness effects={fixture.effects} register={async () => Promise.reject(refusal)} purpose="lua" accept={['lua']} />,
      { aside: <ToSpanish /> },
    );
    await userEvent.setup({ applyAccept: false }).upload(await picker(), sampleFile('detect.lua', 1200));
    act(() => {
      fixture.hashes[0]!.finish();
      fixture.sends[0]!.created(sampleUploadUrl(8));
      fixture.sends[0]!.finish(sampleUploadId(8));
    });
    const item = row('detect.lua');
    expect(await within(item).findByRole('alert')).toHaveTextContent('The Lua code does not parse: error on line 12.');
    expect(within(item).getByRole('status')).toHaveTextContent('Not accepted');
    expect(within(item).getAllByRole('button').map((button) => button.textContent)).toEqual(['Remove']);

    await user.click(screen.getByRole('button', { name: 'Español' }));
    await waitFor(() => expect(within(item).getByRole('status')).toHaveTextContent('No aceptado'));
    expect(within(item).getByRole('alert')).toHaveTextContent('El código Lua no se puede analizar: error en la línea 12.');
  });

  it('shows the server’s reason in the new language after a switch', async () => {
    const fixture = controlledUploads();
    const { user } = renderTool(
      <Harness effects={fixture.effects} register={async () => Promise.reject(new ApiError('Only publishers upload', 403, { reason: 'forbidden' }))} />,
      { aside: <ToSpanish /> },
    );
    await userEvent.setup({ applyAccept: false }).upload(await picker(), sampleFile('app.apk', 1000));
    act(() => {
      fixture.hashes[0]!.finish();
      fixture.sends[0]!.finish(sampleUploadId(9));
    });
    const item = row('app.apk');
    expect(await within(item).findByRole('alert')).toHaveTextContent('You do not have permission to do this.');
    await user.click(screen.getByRole('button', { name: 'Español' }));
    await waitFor(() => expect(within(item).getByRole('status')).toHaveTextContent('No subido'));
    expect(within(item).getByRole('alert')).toHaveTextContent('No tienes permiso para hacer esto.');
  });
});

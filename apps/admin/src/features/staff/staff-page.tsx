import { STAFF_ROLES, type StaffRole } from '@maplepack/access';
import { isApiError } from '@maplepack/api-client';
import { type AdminStaffMember } from '@maplepack/api-contract';
import { Button, Loader, TextField } from '@maplepack/ui';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../components/alert';
import { nativeField, panel, row, stack } from '../../components/admin.css';
import { PageHeading } from '../../components/page-heading';
import { RecordTable } from '../../components/record-table';
import { useServices } from '../../lib/admin-context';
import { useLoad } from '../../lib/use-load';
import { TEXT } from '../../text';
import { dateTimeLabel } from '../orders/order-query';
import { SecretsPanel, type ShownOnce } from './secrets-panel';
import { STAFF_TEXT } from './staff-text';

type Message = { text: string; tone: 'error' | 'notice' } | null;
const failure = (error: unknown): string => (isApiError(error) ? error.message : TEXT.app.genericError);

/** The owner's staff page: who has access, add a member (secrets shown once), role, disable, two-factor reset. */
export function StaffPage() {
  const { client } = useServices();
  const [loaded, setStaff] = useLoad((signal) => client.staffMembers({ signal }), 'staff');
  const [secrets, setSecrets] = useState<ShownOnce | null>(null);
  const [message, setMessage] = useState<Message>(null);
  const reload = async () => setStaff(await client.staffMembers());
  return (
    <div className={stack}>
      <PageHeading>{STAFF_TEXT.title}</PageHeading>
      <Alert message={message?.tone === 'error' ? message.text : null} />
      <Alert tone="notice" message={message?.tone === 'notice' ? message.text : null} />
      {secrets !== null && <SecretsPanel secrets={secrets} onDone={() => setSecrets(null)} />}
      {loaded.state === 'loading' && <Loader />}
      {loaded.state === 'failed' && <Alert message={loaded.message} />}
      {loaded.state === 'loaded' && (
        <StaffTable
          staff={loaded.data}
          onChanged={async (text) => {
            setMessage({ text, tone: 'notice' });
            await reload();
          }}
          onFailed={(text) => setMessage({ text, tone: 'error' })}
          onSecrets={setSecrets}
        />
      )}
      <CreateStaffForm
        onCreated={async (created) => {
          setMessage(null);
          setSecrets(created);
          await reload();
        }}
      />
    </div>
  );
}

function StaffTable({
  staff,
  onChanged,
  onFailed,
  onSecrets,
}: {
  staff: AdminStaffMember[];
  onChanged: (text: string) => Promise<void>;
  onFailed: (text: string) => void;
  onSecrets: (secrets: ShownOnce) => void;
}) {
  return (
    <RecordTable
      columns={[
        STAFF_TEXT.email,
        STAFF_TEXT.name,
        STAFF_TEXT.role,
        STAFF_TEXT.created,
        STAFF_TEXT.lastSignIn,
        STAFF_TEXT.state,
        STAFF_TEXT.actions,
      ]}
      rows={staff.map((member) => (
        <StaffRow
          key={member.id}
          member={member}
          onChanged={onChanged}
          onFailed={onFailed}
          onSecrets={onSecrets}
        />
      ))}
    />
  );
}

function StaffRow({
  member,
  onChanged,
  onFailed,
  onSecrets,
}: {
  member: AdminStaffMember;
  onChanged: (text: string) => Promise<void>;
  onFailed: (text: string) => void;
  onSecrets: (secrets: ShownOnce) => void;
}) {
  const { client } = useServices();
  const [role, setRole] = useState<StaffRole>(member.role);
  const [busy, setBusy] = useState(false);
  const act = async (run: () => Promise<void>) => {
    setBusy(true);
    try {
      await run();
    } catch (error) {
      onFailed(failure(error));
      setRole(member.role);
    } finally {
      setBusy(false);
    }
  };
  const update = (body: { role?: StaffRole; disabled?: boolean }) =>
    act(async () => {
      await client.updateStaff(member.id, body);
      await onChanged(STAFF_TEXT.updated(member.email));
    });
  const toggle = () => {
    if (!member.disabled && !window.confirm(STAFF_TEXT.confirmDisable(member.email))) return;
    void update({ disabled: !member.disabled });
  };
  const reset = () => {
    if (!window.confirm(STAFF_TEXT.confirmReset(member.email))) return;
    void act(async () => {
      const answer = await client.resetStaffTwoFactor(member.id);
      onSecrets({
        heading: STAFF_TEXT.resetFor(member.email),
        email: member.email,
        totpSecret: answer.totp_secret,
        totpUri: answer.totp_uri,
        qrSvg: answer.totp_qr_svg,
        recoveryCodes: answer.recovery_codes,
      });
      await onChanged(STAFF_TEXT.updated(member.email));
    });
  };
  return (
    <tr>
      <td>{member.email}</td>
      <td>{member.name}</td>
      <td>
        <div className={row}>
          <select
            aria-label={STAFF_TEXT.roleOf(member.email)}
            value={role}
            onChange={(event) => setRole(event.target.value as StaffRole)}
          >
            {STAFF_ROLES.map((option) => (
              <option key={option} value={option}>
                {TEXT.roles[option]}
              </option>
            ))}
          </select>
          <Button
            size="sm"
            variant="secondary"
            disabled={busy || role === member.role}
            onClick={() => void update({ role })}
            aria-label={`${STAFF_TEXT.saveRole} ${member.email}`}
          >
            {STAFF_TEXT.saveRole}
          </Button>
        </div>
      </td>
      <td>{dateTimeLabel(member.created_at)}</td>
      <td>{member.last_sign_in_at === null ? STAFF_TEXT.never : dateTimeLabel(member.last_sign_in_at)}</td>
      <td>{member.disabled ? STAFF_TEXT.disabled : STAFF_TEXT.enabled}</td>
      <td>
        <div className={row}>
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={toggle}
            aria-label={`${member.disabled ? STAFF_TEXT.enable : STAFF_TEXT.disable} ${member.email}`}
          >
            {member.disabled ? STAFF_TEXT.enable : STAFF_TEXT.disable}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={reset}
            aria-label={`${STAFF_TEXT.resetTwoFactor} ${member.email}`}
          >
            {STAFF_TEXT.resetTwoFactor}
          </Button>
        </div>
      </td>
    </tr>
  );
}

function CreateStaffForm({ onCreated }: { onCreated: (secrets: ShownOnce) => Promise<void> }) {
  const { client } = useServices();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<StaffRole>('support');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const created = await client.createStaff({ email, role, ...(name.trim() === '' ? {} : { name }) });
      setEmail('');
      setName('');
      await onCreated({
        heading: STAFF_TEXT.createdFor(created.staff.email),
        email: created.staff.email,
        password: created.password,
        totpSecret: created.totp_secret,
        totpUri: created.totp_uri,
        qrSvg: created.totp_qr_svg,
        recoveryCodes: created.recovery_codes,
      });
    } catch (caught) {
      setError(failure(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={panel} aria-labelledby="create-staff-heading">
      <form className={stack} onSubmit={(event) => void submit(event)} noValidate>
        <h2 id="create-staff-heading">{STAFF_TEXT.create}</h2>
        <Alert message={error} />
        <TextField
          label={STAFF_TEXT.email}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label={STAFF_TEXT.name}
          hint={STAFF_TEXT.optional}
          autoComplete="off"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <label className={nativeField}>
          {STAFF_TEXT.role}
          <select value={role} onChange={(event) => setRole(event.target.value as StaffRole)}>
            {STAFF_ROLES.map((option) => (
              <option key={option} value={option}>
                {TEXT.roles[option]}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" loading={busy}>
          {STAFF_TEXT.createSubmit}
        </Button>
      </form>
    </section>
  );
}

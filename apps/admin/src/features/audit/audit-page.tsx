import { AUDIT_ACTIONS } from '@maplepack/api-contract';
import { pre } from '../../components/admin.css';
import { ChoiceFilter, TextFilter } from '../../components/filter-fields';
import { ListPage } from '../../components/list-page';
import { useServices } from '../../lib/admin-context';
import { draftOf } from '../../lib/list-params';
import { useListQuery } from '../../lib/use-list-query';
import { useLoad } from '../../lib/use-load';
import { TEXT } from '../../text';
import { dateTimeLabel } from '../orders/order-query';
import { AUDIT_FILTERS, auditQueryFrom, changeLines } from './audit-view';

/** The audit log (owner): who did what, when, to what, with the change shown field by field. */
export function AuditPage() {
  const { client } = useServices();
  const list = useListQuery((params) => draftOf(auditQueryFrom(params), AUDIT_FILTERS));
  const query = auditQueryFrom(list.params);
  const [loaded] = useLoad((signal) => client.audit(query, { signal }), list.params.toString());
  return (
    <ListPage
      title={TEXT.audit.title}
      search={{
        submit: TEXT.audit.apply,
        onSubmit: list.apply,
        fields: (
          <>
            <TextFilter label={TEXT.audit.staff} field={list.field('staff')} />
            <ChoiceFilter
              label={TEXT.audit.action}
              any={TEXT.audit.anyAction}
              choices={AUDIT_ACTIONS}
              labelOf={(action) => action}
              field={list.field('action')}
            />
            <TextFilter
              label={TEXT.audit.target}
              placeholder={TEXT.audit.targetHint}
              field={list.field('target')}
            />
            <TextFilter label={TEXT.audit.from} type="date" field={list.field('from')} />
            <TextFilter label={TEXT.audit.to} type="date" field={list.field('to')} />
          </>
        ),
      }}
      loaded={loaded}
      status={(data) => (data.total === 0 ? TEXT.audit.none : TEXT.audit.found(data.total))}
      columns={[
        TEXT.audit.when,
        TEXT.audit.who,
        TEXT.audit.what,
        TEXT.audit.on,
        TEXT.audit.change,
        TEXT.audit.reason,
      ]}
      rows={(data) =>
        data.entries.map((entry) => (
          <tr key={entry.id}>
            <td>{dateTimeLabel(entry.at)}</td>
            <td>{entry.staff_email ?? TEXT.audit.nobody}</td>
            <td>{entry.action}</td>
            <td>
              {entry.target_id === null ? entry.target_type : `${entry.target_type}:${entry.target_id}`}
            </td>
            <td>
              <ul className={pre}>
                {changeLines(entry.before, entry.after).map((line) => (
                  <li key={line.field}>
                    {line.field}: {line.before} → {line.after}
                  </li>
                ))}
              </ul>
            </td>
            <td>{entry.reason ?? TEXT.audit.nothing}</td>
          </tr>
        ))
      }
      pages={{ page: list.page, count: (data) => data.total_pages, goTo: list.goTo }}
    />
  );
}

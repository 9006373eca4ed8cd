// Compiles a segment's rule tree into one parameterised SQL condition over `contacts` (never string-concatenated values).
import { sql, type SQL } from 'drizzle-orm';
import { MAX_RULE_DAYS, MAX_RULE_DEPTH, type Rule, type RuleGroup } from '@ulak/shared';
import { badRequest } from '../../http/errors.js';
import { attributesContain, tagsContain } from './contacts.schema.js';

const COLUMNS: Record<string, SQL> = {
  email: sql.raw('contacts.email'),
  first_name: sql.raw('contacts.first_name'),
  last_name: sql.raw('contacts.last_name'),
  phone: sql.raw('contacts.phone'),
  company: sql.raw('contacts.company'),
  country: sql.raw('contacts.country'),
  language: sql.raw('contacts.language'),
  status: sql.raw('contacts.status'),
  created_at: sql.raw('contacts.created_at'),
};

const TAGS = sql.raw('contacts.tags');
const ATTRIBUTES = sql.raw('contacts.attributes');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const str = (v: unknown) => (v === undefined || v === null ? '' : String(v));
const num = (v: unknown) => {
  const n = typeof v === 'number' ? v : Number(v);
  if (!Number.isFinite(n)) throw badRequest('v.invalid');
  return n;
};
const date = (v: unknown) => {
  const d = new Date(str(v));
  // years 1–9999 only: toISOString() writes others as +010000-…, which PostgreSQL refuses
  if (Number.isNaN(d.getTime()) || d.getUTCFullYear() < 1 || d.getUTCFullYear() > 9999) throw badRequest('v.invalid');
  return d.toISOString();
};
/** A day count as a rule stores it, bounded (rules saved before the bound existed may hold anything). */
const days = (v: unknown) => {
  const n = Math.trunc(num(v));
  if (n < 0) throw badRequest('v.invalid');
  return Math.min(n, MAX_RULE_DAYS);
};
/**
 * A date attribute as a date, or null when the stored text is not a real date: the calendar is checked before the cast
 * (CASE runs its branches in order), so no stored value (2024-13-45, 2023-02-29, 0000-01-01) can fail the query.
 */
const attributeDate = (key: string) => {
  const v = sql`(contacts.attributes ->> ${key})`;
  return sql`(case when ${v} ~ '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])' and substr(${v}, 1, 4) <> '0000' then (case
    when substr(${v}, 9, 2)::int <= extract(day from make_date(substr(${v}, 1, 4)::int, substr(${v}, 6, 2)::int, 1) + interval '1 month' - interval '1 day')
    then substr(${v}, 1, 10)::date::timestamptz end) end)`;
};

function textCondition(col: SQL, op: string, value: unknown): SQL {
  switch (op) {
    case 'eq':
      return sql`lower(${col}) = lower(${str(value)})`;
    case 'neq':
      return sql`(${col} is null or lower(${col}) <> lower(${str(value)}))`;
    case 'contains':
      return sql`${col} ilike ${`%${likeEscape(str(value))}%`}`;
    case 'not_contains':
      return sql`(${col} is null or ${col} not ilike ${`%${likeEscape(str(value))}%`})`;
    case 'starts_with':
      return sql`${col} ilike ${`${likeEscape(str(value))}%`}`;
    case 'is_empty':
      return sql`(${col} is null or ${col} = '')`;
    case 'is_not_empty':
      return sql`(${col} is not null and ${col} <> '')`;
    default:
      throw badRequest('v.invalid');
  }
}

function numberCondition(col: SQL, op: string, value: unknown): SQL {
  const ops: Record<string, string> = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' };
  if (op === 'is_empty') return sql`${col} is null`;
  if (op === 'is_not_empty') return sql`${col} is not null`;
  const o = ops[op];
  if (!o) throw badRequest('v.invalid');
  return sql`${col} ${sql.raw(o)} ${num(value)}`;
}

function dateCondition(col: SQL, op: string, value: unknown): SQL {
  switch (op) {
    case 'before':
      return sql`${col} < ${date(value)}::timestamptz`;
    case 'after':
      return sql`${col} > ${date(value)}::timestamptz`;
    case 'in_last_days':
      return sql`${col} >= now() - make_interval(days => ${days(value)})`;
    case 'is_empty':
      return sql`${col} is null`;
    case 'is_not_empty':
      return sql`${col} is not null`;
    default:
      throw badRequest('v.invalid');
  }
}

function ruleCondition(rule: Rule): SQL {
  switch (rule.kind) {
    case 'field': {
      if (rule.field === 'tags') {
        if (rule.op === 'has') return tagsContain(TAGS, str(rule.value));
        if (rule.op === 'not_has') return sql`not (${TAGS} @> array[${str(rule.value)}]::text[])`;
        throw badRequest('v.invalid');
      }
      const col = COLUMNS[rule.field];
      return rule.field === 'created_at' ? dateCondition(col, rule.op, rule.value) : textCondition(col, rule.op, rule.value);
    }
    case 'attribute': {
      const raw = sql`(contacts.attributes ->> ${rule.key})`;
      if (rule.type === 'string') {
        // equality through containment, so the GIN index on attributes serves it
        if (rule.op === 'eq') return attributesContain(ATTRIBUTES, sql`jsonb_build_object(${rule.key}::text, ${str(rule.value)}::text)`);
        return textCondition(raw, rule.op, rule.value);
      }
      if (rule.type === 'boolean') {
        if (rule.op === 'eq')
          return attributesContain(ATTRIBUTES, sql`jsonb_build_object(${rule.key}::text, ${rule.value === true || rule.value === 'true'}::boolean)`);
        if (rule.op === 'neq')
          return sql`not (${ATTRIBUTES} @> jsonb_build_object(${rule.key}::text, ${rule.value === true || rule.value === 'true'}::boolean))`;
        return numberCondition(raw, rule.op, rule.value);
      }
      if (rule.type === 'number') {
        const n = sql`(case when jsonb_typeof(contacts.attributes -> ${rule.key}) = 'number' then (contacts.attributes ->> ${rule.key})::numeric end)`;
        return numberCondition(n, rule.op, rule.value);
      }
      return dateCondition(attributeDate(rule.key), rule.op, rule.value);
    }
    case 'list': {
      if (!UUID.test(str(rule.listId))) throw badRequest('v.invalid');
      const member = sql`exists (select 1 from list_members m where m.contact_id = contacts.id and m.list_id = ${rule.listId} and m.status = 'confirmed')`;
      return rule.op === 'in' ? member : sql`not ${member}`;
    }
    case 'engagement': {
      if (rule.campaignId !== undefined && !UUID.test(str(rule.campaignId))) throw badRequest('v.invalid');
      const type = rule.event === 'received' ? 'sent' : rule.event;
      const campaign = rule.campaignId ? sql` and e.campaign_id = ${rule.campaignId}` : sql``;
      const did = sql`exists (select 1 from engagement_events e where e.contact_id = contacts.id and e.type = ${type} and e.occurred_at >= now() - make_interval(days => ${days(rule.days)})${campaign})`;
      return rule.op === 'did' ? did : sql`not ${did}`;
    }
  }
}

/**
 * compileRules turns a rule group into a SQL condition; an empty group matches everyone. Strict (when a rule tree is
 * saved or counted while edited) a bad rule is a 400; otherwise (a stored segment: lists, counts, sends) a rule that
 * cannot be compiled, saved before today's checks, matches no one instead of failing the page or the send.
 */
export function compileRules(group: RuleGroup, opts: { strict?: boolean } = {}, depth = 1): SQL {
  if (depth > MAX_RULE_DEPTH) {
    if (opts.strict) throw badRequest('v.invalid');
    return sql`false`;
  }
  if (!group || !Array.isArray(group.rules)) {
    if (opts.strict) throw badRequest('v.invalid');
    return sql`false`;
  }
  if (group.rules.length === 0) return sql`true`;
  const parts = group.rules.map((r) => {
    if (r && 'match' in r) return compileRules(r, opts, depth + 1);
    try {
      return ruleCondition(r);
    } catch (err) {
      if (opts.strict) throw err;
      return sql`false`;
    }
  });
  return sql`(${sql.join(parts, sql.raw(group.match === 'all' ? ' and ' : ' or '))})`;
}

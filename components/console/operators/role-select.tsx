'use client';
// The role picker of the Operators screen (add an operator, change one's role).
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { OPERATOR_ROLES, type OperatorRole } from '@/lib/api/operator/facts';
import styles from '../kit/panels.module.css';

export function RoleSelect({
  value,
  onChange,
  label,
}: {
  value: OperatorRole;
  onChange: (r: OperatorRole) => void;
  label: string;
}) {
  const t = useTranslations('console.roles');
  const id = useId();
  return (
    <div className={styles.selectField}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as OperatorRole)}>
        {OPERATOR_ROLES.map((r) => (
          <option key={r} value={r}>
            {t(r)}
          </option>
        ))}
      </select>
    </div>
  );
}

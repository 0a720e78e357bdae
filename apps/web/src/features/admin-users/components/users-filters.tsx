import { useLingui } from '@lingui/react/macro';
import { SearchInput } from '@/components/ui/search-input';
import { Select } from '@/components/ui/select';
import type { AdminUsersParams } from '../api/get-users';

interface UsersFiltersProps {
  params: AdminUsersParams;
  onChange: (changes: Partial<Record<'q' | 'role' | 'status', string | undefined>>) => void;
}

export function UsersFilters({ params, onChange }: UsersFiltersProps) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-end">
      <SearchInput
        value={params.q}
        onSearch={(q) => onChange({ q: q || undefined })}
        label={t`Search users`}
        placeholder={t`Search by username or email`}
      />
      <div className="grid grid-cols-2 gap-3 md:flex">
        <Select
          label={t`Role`}
          wrapperClassName="md:w-40"
          value={params.role ?? ''}
          onChange={(event) => onChange({ role: event.target.value || undefined })}
        >
          <option value="">{t`All roles`}</option>
          <option value="admin">{t`Admins`}</option>
          <option value="user">{t`Users`}</option>
        </Select>
        <Select
          label={t`Status`}
          wrapperClassName="md:w-40"
          value={params.status ?? ''}
          onChange={(event) => onChange({ status: event.target.value || undefined })}
        >
          <option value="">{t`All statuses`}</option>
          <option value="active">{t`Active`}</option>
          <option value="suspended">{t`Suspended`}</option>
        </Select>
      </div>
    </div>
  );
}

/** The trader's name with their email below: two people may share a display name. */
export function UserCell({ username, email }: { username: string; email: string }) {
  return (
    <div className="min-w-0">
      <p className="truncate font-medium text-slate-900">{username}</p>
      <p className="truncate text-xs text-slate-500">{email}</p>
    </div>
  );
}

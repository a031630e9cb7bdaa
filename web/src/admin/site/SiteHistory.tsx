import { useState } from 'react';
import { chakra } from '@chakra-ui/react';
import { hoursRows, type SiteSettingsVersion } from '@catalogue/domain';
import { useRestoreSiteVersion, useSiteHistory, useSiteSettings } from '../../api/site.queries';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { ErrorAlert } from '../components/ErrorAlert';
import { Loading } from '../components/Loading';
import { VersionHistory } from '../components/VersionHistory';
import { usePageTitle } from '../components/usePageTitle';
import { toast } from '../components/toast';

function SiteVersionDetails({ version }: { version: SiteSettingsVersion }) {
  const { business, home, hours, legal } = version;
  const rows: [string, string][] = [
    ['Business name', business.name],
    ['Phone numbers', business.phones.map((phone) => phone.display).join(', ') || '(none)'],
    ['Chat number', business.chatNumber || '(none)'],
    ['Email', business.email || '(none)'],
    ['FSSAI number', legal.fssaiLicence || '(none)'],
    ['GSTIN', legal.gstin || '(none)'],
    ['Hours', hoursRows(hours.days).map((row) => `${row.days}: ${row.hours}`).join('; ')],
    ['Hero heading', home.hero.heading],
    ['Logo', business.logo ? 'Uploaded' : 'Default mark'],
  ];
  return (
    <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="1.5">
      {rows.map(([term, value]) => (
        <chakra.div key={term} display="contents">
          <chakra.dt fontWeight="semibold">{term}</chakra.dt>
          <dd>{value}</dd>
        </chakra.div>
      ))}
    </chakra.dl>
  );
}

/** The saved versions of the site settings; restoring one (after confirming) saves it again as the newest. */
export function SiteHistory() {
  usePageTitle('History · Site');
  const current = useSiteSettings();
  const history = useSiteHistory();
  const restore = useRestoreSiteVersion();
  const [asked, setAsked] = useState<SiteSettingsVersion | null>(null);

  const confirm = async () => {
    if (!asked) return;
    const version = asked.version;
    setAsked(null);
    try {
      const saved = await restore.mutateAsync(version);
      toast.success(`Version ${version} restored (saved as version ${saved.version})`);
    } catch {
      toast.error('Failed to restore site settings');
    }
  };

  if (history.isPending || current.isPending) return <Loading />;
  if (history.isError || current.isError) return <ErrorAlert message="Failed to load the settings history" />;
  return (
    <>
      <VersionHistory
        history={history.data}
        currentVersion={current.data.version}
        restoring={restore.isPending ? (restore.variables ?? null) : null}
        onRestore={setAsked}
        summary={(entry) => entry.business.name}
        details={(entry) => <SiteVersionDetails version={entry} />}
        emptyText="No saved versions yet: the website uses the default settings."
        testId="site-version"
      />
      <ConfirmDialog
        open={asked !== null}
        title={`Restore version ${asked?.version ?? ''}?`}
        message="The website will show this version's settings again. It is saved as a new version, so the current settings stay in the history."
        confirmLabel="Restore"
        onConfirm={() => void confirm()}
        onCancel={() => setAsked(null)}
      />
    </>
  );
}

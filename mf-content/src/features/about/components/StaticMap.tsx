import { Box, Button, Typography } from '@mui/material';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { mapUrlFor } from '@parish/shared-types';
import { useParishDetails } from '@parish/shared-web';
import { useT } from '../lib/i18n';

/**
 * The parish on a drawn street map, with a link to open it in a maps
 * service. Drawn here, not a third-party frame, so it shows offline too.
 */
export function StaticMap() {
  const t = useT();
  const { contact } = useParishDetails();
  return (
    <Box>
      <Box
        component="svg"
        viewBox="0 0 400 260"
        role="img"
        aria-labelledby="parish-map-title"
        sx={{
          display: 'block',
          width: '100%',
          height: 'auto',
          borderRadius: 2,
          border: 1,
          borderColor: 'divider',
        }}
      >
        {/* One string: a server renders a title's text as a single node. */}
        <title id="parish-map-title">
          {t('content.contact.map.title', { name: contact.name, address: contact.address })}
        </title>
        <rect width="400" height="260" fill="#e8eef3" />
        <g stroke="#ffffff" strokeWidth="18" strokeLinecap="round">
          <line x1="0" y1="140" x2="400" y2="140" />
          <line x1="120" y1="0" x2="120" y2="260" />
          <line x1="230" y1="140" x2="230" y2="260" />
        </g>
        <text x="20" y="128" fill="#4b5563" fontSize="11">
          Church Street
        </text>
        <g transform="translate(175 100)">
          <rect x="-22" y="-6" width="44" height="30" fill="#1d3557" />
          <polygon points="-26,-6 0,-28 26,-6" fill="#1d3557" />
          <rect x="-2" y="-46" width="4" height="20" fill="#8a5a00" />
          <rect x="-8" y="-40" width="16" height="4" fill="#8a5a00" />
        </g>
        <rect x="112" y="170" width="126" height="26" rx="6" fill="#1d3557" />
        <text x="175" y="188" textAnchor="middle" fontSize="12" fill="#ffffff">
          Holy Trinity
        </text>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('content.contact.map.sketch', { address: contact.address })}
      </Typography>
      <Button
        href={mapUrlFor(contact.address)}
        target="_blank"
        rel="noopener noreferrer"
        endIcon={<OpenInNew aria-hidden />}
        aria-label={t('content.common.opensInNewTab', { name: t('content.contact.map.open') })}
        sx={{ mt: 1 }}
      >
        {t('content.contact.map.open')}
      </Button>
    </Box>
  );
}

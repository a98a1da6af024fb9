import * as React from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Layouts, Page, useFetchClient } from '@strapi/strapi/admin';
import { Box, Flex, Link, Table, Tbody, Td, Th, Thead, Tr, Typography } from '@strapi/design-system';
import {
  LANGUAGE_NAMES,
  entryPath,
  type EntryRef,
  type LanguageGaps,
  type TranslationLanguage,
  type TypeGaps,
} from './report';

/**
 * The editors' "Missing translations" page: per language, a line per translated type (how many
 * entries a visitor still reads wholly or partly in English, how many await a native speaker's
 * review), then the entries themselves, each a link to that language's version in the editor.
 */

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; types: TypeGaps[] };

/** Each entry's name, a link to its version in that language, with an optional note after it. */
function EntryLinks<Ref extends EntryRef>({
  type,
  language,
  refs,
  note,
}: {
  type: TypeGaps;
  language: TranslationLanguage;
  refs: Ref[];
  note?: (ref: Ref) => string;
}) {
  if (refs.length === 0) return <Typography textColor="neutral600">None</Typography>;
  return (
    <Flex tag="ul" direction="column" alignItems="flex-start" gap={1}>
      {refs.map((ref) => (
        <li key={ref.documentId}>
          <Link tag={RouterLink} to={entryPath(type, language, ref.documentId)}>
            {ref.name}
          </Link>
          {note ? <Typography textColor="neutral600"> ({note(ref)})</Typography> : null}
        </li>
      ))}
    </Flex>
  );
}

function LanguageSection({ language, types }: { language: TranslationLanguage; types: TypeGaps[] }) {
  const name = LANGUAGE_NAMES[language];
  const gaps = (type: TypeGaps): LanguageGaps => type.languages[language];
  const withGaps = types.filter((type) => {
    const { untranslated, incomplete, awaitingReview } = gaps(type);
    return untranslated.length + incomplete.length + awaitingReview.length > 0;
  });
  return (
    <Box tag="section" aria-labelledby={`missing-${language}`} paddingBottom={8}>
      <Box paddingBottom={4}>
        <Typography id={`missing-${language}`} tag="h2" variant="beta">
          {name}
        </Typography>
      </Box>
      <Table colCount={5} rowCount={types.length + 1}>
        <Thead>
          <Tr>
            <Th>
              <Typography variant="sigma">Type</Typography>
            </Th>
            <Th>
              <Typography variant="sigma">Entries</Typography>
            </Th>
            <Th>
              <Typography variant="sigma">Still all English</Typography>
            </Th>
            <Th>
              <Typography variant="sigma">Some words in English</Typography>
            </Th>
            <Th>
              <Typography variant="sigma">Awaiting native review</Typography>
            </Th>
          </Tr>
        </Thead>
        <Tbody>
          {types.map((type) => (
            <Tr key={type.uid}>
              <Td>
                <Typography fontWeight="semiBold">{type.name}</Typography>
              </Td>
              <Td>
                <Typography>{type.entries}</Typography>
              </Td>
              <Td>
                <Typography>{gaps(type).untranslated.length}</Typography>
              </Td>
              <Td>
                <Typography>{gaps(type).incomplete.length}</Typography>
              </Td>
              <Td>
                <Typography>{gaps(type).awaitingReview.length}</Typography>
              </Td>
            </Tr>
          ))}
        </Tbody>
      </Table>
      {withGaps.map((type) => (
        <Box key={type.uid} paddingTop={6}>
          <Typography tag="h3" variant="delta">
            {type.name} in {name}
          </Typography>
          <Flex gap={8} alignItems="flex-start" paddingTop={2} wrap="wrap">
            <Box>
              <Typography variant="sigma">Still all English</Typography>
              <EntryLinks type={type} language={language} refs={gaps(type).untranslated} />
            </Box>
            <Box>
              <Typography variant="sigma">Some words in English</Typography>
              <EntryLinks
                type={type}
                language={language}
                refs={gaps(type).incomplete}
                note={(ref) => `empty: ${ref.fields.join(', ')}`}
              />
            </Box>
            <Box>
              <Typography variant="sigma">Awaiting native review</Typography>
              <EntryLinks type={type} language={language} refs={gaps(type).awaitingReview} />
            </Box>
          </Flex>
        </Box>
      ))}
    </Box>
  );
}

export default function MissingTranslationsPage() {
  const { get } = useFetchClient();
  const [loaded, setLoaded] = React.useState<Loaded>({ state: 'loading' });
  React.useEffect(() => {
    let current = true;
    get<{ data: TypeGaps[] }>('/missing-translations').then(
      ({ data }) => current && setLoaded({ state: 'ready', types: data.data }),
      () => current && setLoaded({ state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [get]);

  if (loaded.state === 'loading') return <Page.Loading />;
  if (loaded.state === 'failed') return <Page.Error />;
  return (
    <Page.Main>
      <Page.Title>Missing translations</Page.Title>
      <Layouts.Header
        title="Missing translations"
        subtitle="What the Bengali and Hindi pages still show in English (a visitor reads the English words there), and the translations a native speaker has not yet reviewed. Each name opens that language's version."
      />
      <Layouts.Content>
        {(['bn', 'hi'] as const).map((language) => (
          <LanguageSection key={language} language={language} types={loaded.types} />
        ))}
      </Layouts.Content>
    </Page.Main>
  );
}

import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { layerBoundaries } from './layer-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;

const root = process.cwd();
const core = path.join(root, 'src/core/valuation/score.ts');
const web = path.join(root, 'src/web/features/report/report-page.tsx');
const server = path.join(root, 'src/server/app.ts');

new RuleTester({ languageOptions: { parser: tseslint.parser } }).run('layer-boundaries', layerBoundaries, {
  valid: [
    { filename: core, code: "import { median } from './median';" },
    { filename: core, code: "import { z } from 'zod';" },
    // A room of core imports itself and the rooms below it; its tests may read any room.
    { filename: core, code: "import { median } from '../primitives/median';" },
    { filename: core, code: "import { levelForBedrooms } from '#core/benchmarks/rent-benchmarks';" },
    { filename: core, code: "import { MIN_COMPS } from '../constants';" },
    {
      filename: path.join(root, 'src/core/valuation/score.test.ts'),
      code: "import { toSuggestion } from '../address/address-suggestion'; import { x } from '#core/api/reports';",
    },
    { filename: core, code: "import type { Foo } from 'some-types';" },
    { filename: path.join(root, 'src/core/score.test.ts'), code: "import { it } from 'vitest';" },
    {
      filename: path.join(root, 'src/core/writing/letter.test.ts'),
      code: "import { listing } from '#fixtures/letter-facts';",
    },
    { filename: web, code: "import type { App } from '#server/app';" },
    { filename: web, code: "import { scoreBar } from '#core/report/score-bar';" },
    { filename: web, code: "import { useQuery } from '@tanstack/react-query';" },
    { filename: web, code: "import { Field } from '../../components/field';" },
    { filename: server, code: "import fs from 'node:fs'; import { x } from '#core/x';" },
    {
      filename: path.join(root, 'tests/integration/a.test.ts'),
      code: "import { startTestServer } from '../helpers/test-server';",
    },
    // Inside src/web: a feature takes its own folder, components/ and lib/; app/ composes features.
    { filename: web, code: "import { ReportView } from './report-view';" },
    { filename: web, code: "import { paths } from '../../lib/paths';" },
    { filename: path.join(root, 'src/web/components/modal.tsx'), code: "import { CloseIcon } from './icons';" },
    {
      filename: path.join(root, 'src/web/components/modal.tsx'),
      code: "import { useSession } from '../lib/use-session';",
    },
    {
      filename: path.join(root, 'src/web/app/home-route.tsx'),
      code: "import { LandingPage } from '../features/landing/landing-page';",
    },
  ],
  invalid: [
    { filename: core, code: "import fs from 'node:fs';", errors: [{ messageId: 'corePackage' }] },
    { filename: core, code: "import React from 'react';", errors: [{ messageId: 'corePackage' }] },
    { filename: core, code: "import { it } from 'vitest';", errors: [{ messageId: 'corePackage' }] },
    {
      filename: path.join(root, 'src/core/score.test.ts'),
      code: "import fs from 'node:fs';",
      errors: [{ messageId: 'corePackage' }],
    },
    { filename: core, code: "import { db } from '#server/db/client';", errors: [{ messageId: 'coreOutside' }] },
    // A room never leans on one above it: primitives below the texts, valuation below compare and the API.
    {
      filename: path.join(root, 'src/core/primitives/zod-fields.ts'),
      code: "import { AUTH_MESSAGES } from '../messages';",
      errors: [{ messageId: 'coreRoom' }],
    },
    {
      filename: core,
      code: "import { MONTHS_PER_YEAR } from '../compare/compare-best-value';",
      errors: [{ messageId: 'coreRoom' }],
    },
    {
      filename: core,
      code: "import type { ReportView } from '#core/api/reports';",
      errors: [{ messageId: 'coreRoom' }],
    },
    { filename: core, code: "export * from '#web/lib/paths';", errors: [{ messageId: 'coreOutside' }] },
    // Test data is for tests: the rules themselves never read it.
    {
      filename: core,
      code: "import { listing } from '#fixtures/letter-facts';",
      errors: [{ messageId: 'coreOutside' }],
    },
    {
      filename: core,
      code: "import { db } from '../../server/db/client';",
      errors: [{ messageId: 'useAlias' }, { messageId: 'coreOutside' }],
    },
    { filename: web, code: "import { createApp } from '#server/app';", errors: [{ messageId: 'webServer' }] },
    { filename: web, code: "const m = import('#server/app');", errors: [{ messageId: 'webServer' }] },
    { filename: web, code: "import type { App } from '../../../server/app';", errors: [{ messageId: 'useAlias' }] },
    { filename: web, code: "import { paths } from '../../../web/lib/paths';", errors: [{ messageId: 'useAlias' }] },
    {
      filename: path.join(root, 'tests/integration/a.test.ts'),
      code: "import { x } from '../../src/core/x';",
      errors: [{ messageId: 'useAlias' }],
    },
    {
      filename: web,
      code: "import { LetterPanel } from '../letters/letter-panel';",
      errors: [{ messageId: 'webZone' }],
    },
    { filename: web, code: "import { Header } from '../../app/header';", errors: [{ messageId: 'webZone' }] },
    {
      filename: path.join(root, 'src/web/components/modal.tsx'),
      code: "import { icons } from '../app/icons';",
      errors: [{ messageId: 'webZone' }],
    },
    {
      filename: path.join(root, 'src/web/lib/api-client.ts'),
      code: "import { Field } from '../components/field';",
      errors: [{ messageId: 'webZone' }],
    },
  ],
});

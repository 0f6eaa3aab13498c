// The docs page's example calls: every entity/action of every kind has one, it passes the action's
// params schema in the document (required params present, patterns, enums and formats kept), and the
// engine itself takes it: params validated, defaults filled and preconditions checked as a call would.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { createEngine, describeKind } from '../../engine/index.ts';
import { prepareParams } from '../../engine/params/prepare.ts';
import { openApiDocument } from '../../server/openapi/document.ts';
import { exampleScope } from '../../server/openapi/examples.ts';
import { kindComponent } from '../../server/openapi/kinds.ts';

const engine = createEngine();
const doc = (await openApiDocument(engine)) as any;
const ID = 'https://connector-engine.test/examples.json';
const ajv = new Ajv2020({ strict: false, allErrors: true });
(addFormatsModule as unknown as typeof addFormatsModule.default)(ajv);
ajv.addSchema({ ...doc, $id: ID });

describe('the docs page examples', { timeout: 60_000 }, () => {
  it.each(engine.kinds())(
    '%s: one example per action, valid against its params schema and taken by the engine',
    async (kind) => {
      const plan = engine.plan(kind);
      const { config, replication } = exampleScope(
        plan,
        describeKind(plan).config as Record<string, unknown>,
      );
      const variants = doc.components.schemas[kindComponent(kind).execute].oneOf as any[];
      const validate = ajv.compile({
        $ref: `${ID}#/components/schemas/${kindComponent(kind).execute}`,
      });
      for (const v of variants) {
        const { entity, action } = {
          entity: v.allOf[1].properties.entity.const,
          action: v.allOf[1].properties.action.const,
        };
        const where = `${kind} ${entity}.${action}`;
        expect(v.examples, where).toHaveLength(1);
        const example = v.examples[0];
        expect([example.entity, example.action], where).toEqual([entity, action]);
        expect(validate(example) ? [] : validate.errors, where).toEqual([]);
        const params = v.allOf[1].properties.params;
        for (const required of params.required ?? [])
          expect(example.params, where).toHaveProperty(required);
        if (action === 'context_store_search') continue;
        const a = plan.entities.get(entity)!.actions.get(action)!;
        await expect(
          prepareParams(a, structuredClone(example.params), { config, replication }),
          where,
        ).resolves.toBeTypeOf('object');
      }
    },
  );
});

// The options of a certification level select: one group per agency, each level named with its agency
// ("PADI Rescue Diver"). The agencies come from app/features/members/certifications.ts, passed in.
type Agency = { code: string; name: string; levels: readonly { code: string; name: string }[] };

export function CertificationLevelOptions({ agencies }: { agencies: readonly Agency[] }) {
  return (
    <>
      {agencies.map((agency) => (
        <optgroup key={agency.code} label={agency.name}>
          {agency.levels.map((level) => (
            <option key={level.code} value={level.code}>
              {`${agency.name} ${level.name}`}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}

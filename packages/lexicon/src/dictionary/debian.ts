import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The installed versions of Debian packages, in one dpkg-query call; absent packages are left out. */
export function debianVersions(packages: readonly string[]): Map<string, string> {
  const versions = new Map<string, string>();
  if (packages.length === 0) return versions;
  const result = spawnSync(
    'dpkg-query',
    ['-W', '-f', '${Package}\\t${Version}\\t${Status}\\n', ...packages],
    {
      encoding: 'utf8',
    },
  );
  if (result.error !== undefined || typeof result.stdout !== 'string') return versions;
  for (const line of result.stdout.split('\n')) {
    const [name, version, status] = line.split('\t');
    if (name && version && status?.endsWith(' installed')) versions.set(name, version);
  }
  return versions;
}

/** Size and modification time: tells a changed file without hashing megabytes at every start. */
export function fileStamp(...files: string[]): string {
  return files
    .map((file) => {
      const stat = statSync(file);
      return `${stat.size}@${Math.floor(stat.mtimeMs / 1000)}`;
    })
    .join('+');
}

/**
 * The licence Debian records for a package's data (`/usr/share/doc/<package>/copyright`,
 * machine-readable format): the `License:` of the `Files:` paragraph that names `filesPattern`
 * (FreeDict's copyright file lists every dictionary as `Files: deu-eng/*`), else of `Files: *`.
 */
export function debianLicence(
  debianPackage: string,
  filesPattern: string | undefined,
  docDir = '/usr/share/doc',
): string | undefined {
  const file = path.join(docDir, debianPackage, 'copyright');
  if (!existsSync(file)) return undefined;
  return licenceOfCopyright(readFileSync(file, 'utf8'), filesPattern);
}

export function licenceOfCopyright(text: string, filesPattern: string | undefined): string | undefined {
  const paragraphs = text.split(/\n\s*\n/);
  const licenceOf = (pattern: string): string | undefined => {
    for (const paragraph of paragraphs) {
      const files = /^Files:\s*(.+)$/m.exec(paragraph)?.[1]?.split(/\s+/) ?? [];
      if (!files.includes(pattern)) continue;
      const licence = /^License:\s*(.+)$/m.exec(paragraph)?.[1]?.trim();
      if (licence) return licence;
    }
    return undefined;
  };
  return (filesPattern === undefined ? undefined : licenceOf(filesPattern)) ?? licenceOf('*');
}

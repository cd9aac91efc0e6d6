/**
 * Doc comments and source positions of descriptor elements, read from the
 * SourceCodeInfo that buf keeps in the image.
 */
import type { DescriptorProto, EnumDescriptorProto, FileDescriptorProto } from '@bufbuild/protobuf/wkt';

export type SourcePlace = { file: string; line: number; column: number; comment: string };

/** Cleans a leading comment: drops the one leading space of each line and trims the block. */
export function cleanComment(raw: string | undefined): string {
  if (!raw) return '';
  return raw
    .split('\n')
    .map((line) => (line.startsWith(' ') ? line.slice(1) : line))
    .join('\n')
    .trim();
}

/** Maps each descriptor proto object of `file` (message, field, enum, value, service, method) to its place. */
export function indexSource(file: FileDescriptorProto, shownPath: string): Map<object, SourcePlace> {
  const locations = new Map<string, { span: number[]; leadingComments?: string }>();
  for (const location of file.sourceCodeInfo?.location ?? []) {
    locations.set(location.path.join('.'), location);
  }
  const places = new Map<object, SourcePlace>();
  const note = (element: object, path: number[]) => {
    const location = locations.get(path.join('.'));
    places.set(element, {
      file: shownPath,
      line: (location?.span[0] ?? 0) + 1,
      column: (location?.span[1] ?? 0) + 1,
      comment: cleanComment(location?.leadingComments),
    });
  };
  const walkEnum = (enumType: EnumDescriptorProto, path: number[]) => {
    note(enumType, path);
    enumType.value.forEach((value, index) => note(value, [...path, 2, index]));
  };
  const walkMessage = (message: DescriptorProto, path: number[]) => {
    note(message, path);
    message.field.forEach((field, index) => note(field, [...path, 2, index]));
    message.nestedType.forEach((nested, index) => walkMessage(nested, [...path, 3, index]));
    message.enumType.forEach((nested, index) => walkEnum(nested, [...path, 4, index]));
    message.oneofDecl.forEach((oneof, index) => note(oneof, [...path, 8, index]));
  };
  file.messageType.forEach((message, index) => walkMessage(message, [4, index]));
  file.enumType.forEach((enumType, index) => walkEnum(enumType, [5, index]));
  file.service.forEach((service, index) => {
    note(service, [6, index]);
    service.method.forEach((method, methodIndex) => note(method, [6, index, 2, methodIndex]));
  });
  return places;
}

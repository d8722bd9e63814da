; Inno Setup 6 script: the gunapp Windows installer (Start-menu entry, optional desktop icon, uninstaller).
;
; Needs Inno Setup 6.3 or later (x64compatible). Build on Windows from the repository root, after PyInstaller
; produced dist\gunapp\ (README "Building installers"):
;   iscc /DAppVersion=0.1.0 /DAppNumericVersion=0.1.0.0 packaging\windows\gunapp.iss
; Output: dist\installer\gunapp-<version>-setup.exe
;
; Install mode: per-user by default (no administrator rights, into %LOCALAPPDATA%\Programs\gunapp); the first
; page lets the user choose "install for all users" instead (PrivilegesRequiredOverridesAllowed=dialog), and
; /CURRENTUSER or /ALLUSERS choose it on the command line.
; Optional defines: /DDistDir=<folder with gunapp.exe>, /DChineseSimplifiedIsl=<path to ChineseSimplified.isl>,
;                   /DSignToolName=<name given with /S...> to sign setup and uninstaller (see README).

#define AppName "gunapp"
#define AppExeName "gunapp.exe"
#define AppPublisher "gunapp project"
; Records (gunapp/file_types.py): the extension, and the ProgID in Microsoft's Vendor.Component.Version form
; (learn.microsoft.com/windows/win32/shell/fa-progids)
#define RecordExt ".gunrec"
#define RecordProgId "gunapp.record.1"
#define RecordTypeName "gunapp game record"

#ifndef DistDir
  #define DistDir AddBackslash(SourcePath) + "..\..\dist\gunapp"
#endif
#ifndef AppVersion
  #define AppVersion GetVersionNumbersString(AddBackslash(DistDir) + AppExeName)
#endif
; VersionInfoVersion takes four numbers only: a pre-release such as 0.2.0rc1 is passed as its numbers
; (/DAppNumericVersion=0.2.0.1, from packaging/windows/version_info.py --numeric); otherwise the ones
; PyInstaller wrote into gunapp.exe's version resource.
#ifndef AppNumericVersion
  #define AppNumericVersion GetVersionNumbersString(AddBackslash(DistDir) + AppExeName)
#endif
; Simplified Chinese: shipped with newer Inno Setup releases; otherwise CI fetches it from a pinned issrc
; commit and checks its SHA-256 (packaging/windows/fetch_isl.py) into build\isl\.
#ifndef ChineseSimplifiedIsl
  #if FileExists(AddBackslash(CompilerPath) + "Languages\ChineseSimplified.isl")
    #define ChineseSimplifiedIsl "compiler:Languages\ChineseSimplified.isl"
  #else
    #define ChineseSimplifiedIsl AddBackslash(SourcePath) + "..\..\build\isl\ChineseSimplified.isl"
  #endif
#endif

[Setup]
; AppId identifies the app for upgrades and the uninstaller: never change it. ({{ escapes the brace.)
AppId={{5B0E6A0C-7F3D-4C2B-9B8E-3D1A7C4E9F21}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher={#AppPublisher}
VersionInfoVersion={#AppNumericVersion}
VersionInfoProductTextVersion={#AppVersion}
VersionInfoProductName={#AppName}
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
UsePreviousPrivileges=yes
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
; Qt 6 runs on Windows 10 and later
MinVersion=10.0
OutputDir=..\..\dist\installer
OutputBaseFilename=gunapp-{#AppVersion}-setup
SetupIconFile=..\..\resources\icons\gunapp.ico
UninstallDisplayIcon={app}\{#AppExeName}
UninstallDisplayName={#AppName}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ShowLanguageDialog=auto
LanguageDetectionMethod=uilanguage
CloseApplications=yes
; the [Registry] file association below: Explorer is told to refresh its icons and handlers at the end
ChangesAssociations=yes
#ifdef SignToolName
SignTool={#SignToolName}
SignedUninstaller=yes
#endif

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "italian"; MessagesFile: "compiler:Languages\Italian.isl"
Name: "chinesesimplified"; MessagesFile: "{#ChineseSimplifiedIsl}"

[CustomMessages]
english.AppComment=Gunzi (Dalian) and Dou Dizhu card games against computer opponents
italian.AppComment=Giochi di carte Gunzi (Dalian) e Dou Dizhu contro avversari del computer
chinesesimplified.AppComment=与电脑对手玩大连打滚子和斗地主

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Registry]
; Double-clicking a .gunrec record opens it in gunapp ("gunapp.exe" "%1": gunapp/app.py takes a bare path, and
; hands it to a gunapp already running). HKA is HKCU\Software\Classes in the default per-user install (no
; administrator rights) and HKLM\Software\Classes when "install for all users" was chosen. The ProgID is
; removed on uninstall; the extension keeps other apps' entries (only our value goes).
Root: HKA; Subkey: "Software\Classes\{#RecordExt}"; ValueType: string; ValueName: ""; ValueData: "{#RecordProgId}"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\{#RecordExt}"; ValueType: string; ValueName: "Content Type"; ValueData: "application/x-gunapp-record"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\{#RecordExt}\OpenWithProgids"; ValueType: string; ValueName: "{#RecordProgId}"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\{#RecordProgId}"; ValueType: string; ValueName: ""; ValueData: "{#RecordTypeName}"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\{#RecordProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExeName},0"
Root: HKA; Subkey: "Software\Classes\{#RecordProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExeName}"" ""%1"""
; "Open with" lists gunapp for .json records too, without taking .json over
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExeName}"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExeName}\SupportedTypes"; ValueType: string; ValueName: "{#RecordExt}"; ValueData: ""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExeName}\SupportedTypes"; ValueType: string; ValueName: ".json"; ValueData: ""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExeName}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExeName}"" ""%1"""

[InstallDelete]
; An upgrade replaces the whole PyInstaller payload: files left from an older version could shadow new ones.
Type: filesandordirs; Name: "{app}\_internal"

[Files]
Source: "{#DistDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExeName}"; Comment: "{cm:AppComment}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExeName}"; Comment: "{cm:AppComment}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExeName}"; Description: "{cm:LaunchProgram,{#StringChange(AppName, '&', '&&')}}"; Flags: nowait postinstall skipifsilent

[UninstallDelete]
; The app's log files (crashlog.py writes them under the user's local app data); settings and saved games
; stay, so a reinstall keeps the player's progress.
Type: filesandordirs; Name: "{localappdata}\gunapp\Logs"
Type: dirifempty; Name: "{localappdata}\gunapp"
Type: dirifempty; Name: "{app}"

; Inno Setup 6 script: the gunapp Windows installer (Start-menu entry, optional desktop icon, uninstaller).
;
; Needs Inno Setup 6.3 or later (x64compatible). Build on Windows from the repository root, after PyInstaller
; produced dist\gunapp\ (README "Building installers"):
;   iscc /DAppVersion=0.1.0 packaging\windows\gunapp.iss
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

#ifndef DistDir
  #define DistDir AddBackslash(SourcePath) + "..\..\dist\gunapp"
#endif
#ifndef AppVersion
  #define AppVersion GetVersionNumbersString(AddBackslash(DistDir) + AppExeName)
#endif
; Simplified Chinese: shipped with newer Inno Setup releases; older ones only have it as an unofficial
; translation, which CI downloads to build\isl\ (see .github/workflows/package.yml).
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
VersionInfoVersion={#AppVersion}
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
